import { emailKinds } from "@shared/emails";
import type { Paged } from "@shared/paging";
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { ListTable } from "@/components/ui/list-table";
import { NumberedPager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/format";
import { useContactMessages, useEmails } from "../api/emails";
import { DeliveryBadge } from "./delivery-badge";
import { OutboxLinksNotice } from "./outbox-links-notice";

type PagedTableProps<P extends Paged<unknown>> = {
  usePage: (page: number) => UseQueryResult<P>;
  /** Shown above the rows, from the page the server sent. */
  above?: (page: P) => ReactNode;
  cards?: boolean;
  columns: readonly string[];
  failed: string;
  empty: string;
  children: (row: P["items"][number]) => ReactNode;
};

/** One server-paged list of the panel: loading, failure, empty, then the rows and the pager. */
function PagedTable<P extends Paged<unknown>>({
  usePage,
  above,
  cards,
  columns,
  failed,
  empty,
  children,
}: PagedTableProps<P>) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = usePage(page);
  if (isLoading) return <Spinner />;
  if (!data) {
    return (
      <p role="alert" className="py-6 text-destructive">
        {error?.message ?? failed}
      </p>
    );
  }
  if (data.items.length === 0) return <p className="py-6 text-muted-foreground">{empty}</p>;
  return (
    <>
      {above?.(data)}
      <ListTable cards={cards} columns={columns} rows={data.items} empty={empty}>
        {children}
      </ListTable>
      <NumberedPager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
      />
    </>
  );
}

function ContactMessagesTable() {
  return (
    <PagedTable
      usePage={useContactMessages}
      cards
      columns={["Nome", "Email", "Mensagem", "Entrega", "Recebida em"]}
      failed="Erro ao carregar mensagens."
      empty="Nenhuma mensagem de contato."
    >
      {(item) => (
        <TableRow key={item.id}>
          <TableCell className="font-medium">{item.name}</TableCell>
          <TableCell label="Email">{item.email}</TableCell>
          <TableCell label="Mensagem" className="max-w-md whitespace-pre-wrap break-words">
            {item.message}
          </TableCell>
          <TableCell label="Entrega">
            <DeliveryBadge delivery={item.delivery} />
          </TableCell>
          <TableCell label="Recebida em">{formatDateTime(item.createdAt)}</TableCell>
        </TableRow>
      )}
    </PagedTable>
  );
}

function EmailsTable() {
  return (
    <PagedTable
      usePage={useEmails}
      above={(page) => page.linksShown && <OutboxLinksNotice />}
      columns={["Tipo", "Para", "Assunto e texto", "Entrega", "Criado em"]}
      failed="Erro ao carregar emails."
      empty="Nenhum email."
    >
      {(item) => (
        <TableRow key={item.id}>
          <TableCell label="Tipo">{emailKinds[item.kind]}</TableCell>
          <TableCell label="Para">{item.toAddress}</TableCell>
          <TableCell className="max-w-md">
            <details>
              <summary className="cursor-pointer font-medium">{item.subject}</summary>
              <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-muted-foreground">
                {item.textBody}
              </pre>
            </details>
          </TableCell>
          <TableCell>
            <DeliveryBadge delivery={item} />
          </TableCell>
          <TableCell label="Criado em">{formatDateTime(item.createdAt)}</TableCell>
        </TableRow>
      )}
    </PagedTable>
  );
}

/** Contact messages and every e-mail with its delivery state; without SMTP, the outbox. */
export function EmailsPanel() {
  return (
    <Tabs defaultValue="messages">
      <TabsList>
        <TabsTrigger value="messages">Mensagens de contato</TabsTrigger>
        <TabsTrigger value="emails">Emails enviados e caixa de saída</TabsTrigger>
      </TabsList>
      <TabsContent value="messages">
        <ContactMessagesTable />
      </TabsContent>
      <TabsContent value="emails">
        <EmailsTable />
      </TabsContent>
    </Tabs>
  );
}
