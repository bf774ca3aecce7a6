import { OFFLINE_MODEL } from "@shared/ai-usage";
import { brazilianDate } from "@shared/dates";
import { useEffect, useState } from "react";
import { ListTable } from "@/components/ui/list-table";
import { NumberedPager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatCount, formatUsd } from "@/lib/format";
import { toast } from "@/lib/toast";
import { useAdminUsage } from "../api/usage";
import { SearchBox } from "./search-box";
import { UsageDays } from "./usage-days";

const cost = (value: number | null) => (value === null ? "—" : formatUsd(value));

/** "Uso de IA": this month's tokens and estimated cost per workspace, most first, and per day. */
export function UsageTab() {
  const [query, setQuery] = useState({ page: 1, q: "" });
  const usage = useAdminUsage(query);

  useEffect(() => {
    if (usage.error) {
      toast.error("Erro ao carregar o uso de IA", {
        id: "admin-usage-error",
        description: usage.error.message,
      });
    }
  }, [usage.error]);

  const data = usage.data;
  if (usage.isLoading) return <Spinner />;
  return (
    <section aria-label="Uso de IA" className="space-y-6">
      {data && (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted-foreground">
                Tokens no mês (desde {brazilianDate(data.month)})
              </dt>
              <dd className="text-2xl font-bold">{formatCount(data.totalTokens)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">
                Custo estimado ({data.model === OFFLINE_MODEL ? "modo demonstração" : data.model})
              </dt>
              <dd className="text-2xl font-bold">{cost(data.estimatedCostUsd)}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">
                Espaços de trabalho que usaram IA no mês
              </dt>
              <dd className="text-2xl font-bold">{formatCount(data.accounts.total)}</dd>
            </div>
          </dl>
          <UsageDays days={data.days} />
        </>
      )}
      <h2 className="text-lg font-semibold">Espaços de trabalho por uso neste mês</h2>
      <SearchBox
        label="Buscar por espaço de trabalho, nome ou email"
        onSearch={(q) => setQuery({ page: 1, q })}
      />
      <ListTable
        cards
        columns={[
          "Espaço de trabalho",
          "Proprietário",
          "Email",
          "Tokens",
          "Chamadas",
          "Custo estimado",
        ]}
        rows={data?.accounts.items}
        empty="Nenhum espaço de trabalho usou IA neste mês."
      >
        {(account) => (
          <TableRow key={account.accountId}>
            <TableCell className="font-medium">{account.workspace || "N/A"}</TableCell>
            <TableCell label="Proprietário">{account.name || "N/A"}</TableCell>
            <TableCell label="Email">{account.email || "N/A"}</TableCell>
            <TableCell label="Tokens">{formatCount(account.tokens)}</TableCell>
            <TableCell label="Chamadas">{formatCount(account.calls)}</TableCell>
            <TableCell label="Custo estimado">{cost(account.estimatedCostUsd)}</TableCell>
          </TableRow>
        )}
      </ListTable>
      {data && (
        <NumberedPager
          page={data.accounts.page}
          pageSize={data.accounts.pageSize}
          total={data.accounts.total}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          busy={usage.isFetching}
        />
      )}
    </section>
  );
}
