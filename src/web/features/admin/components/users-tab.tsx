import { prepaidLabel } from "@shared/payment-methods";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { ListTable } from "@/components/ui/list-table";
import { NumberedPager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import { TableCell, TableRow } from "@/components/ui/table";
import { useMe } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { toast } from "@/lib/toast";
import { type AdminUser, useAdminUsers } from "../api/users";
import { SearchBox } from "./search-box";
import { UserActions } from "./user-actions";

const NA = "N/A";

const members = (n: number) => `${n} ${n === 1 ? "membro" : "membros"}`;

/** How many workspaces the user is in, then each one they own with its member count. */
function WorkspacesCell({ user }: { user: AdminUser }) {
  return (
    <div className="space-y-1">
      <span>
        {user.workspaces} {user.workspaces === 1 ? "espaço" : "espaços"}
      </span>
      {user.ownedWorkspaces.length > 0 && (
        <ul aria-label="Espaços de que é proprietário" className="text-xs text-muted-foreground">
          {user.ownedWorkspaces.map((owned) => (
            <li key={`${owned.personal}:${owned.name}`}>
              {owned.personal ? "Pessoal" : owned.name} · {members(owned.members)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StatusBadges({ user }: { user: AdminUser }) {
  if (!user.isBanned && !user.isLocked) return <Badge variant="success">Ativo</Badge>;
  return (
    <div className="flex flex-wrap gap-1">
      {user.isBanned && (
        <Badge variant="destructive" title={user.bannedReason ?? undefined}>
          Banido
        </Badge>
      )}
      {user.isLocked && (
        <Badge variant="warning" title={user.lockedReason ?? undefined}>
          Travado
        </Badge>
      )}
    </div>
  );
}

function SubscriptionCell({ subscription }: { subscription: AdminUser["subscription"] }) {
  if (!subscription) return <span className="text-muted-foreground">Sem assinatura</span>;
  const active = subscription.grantsAccess;
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-2">
        <span>{subscription.planName}</span>
        <Badge variant={active ? "success" : "secondary"}>{active ? "Ativo" : "Inativo"}</Badge>
      </div>
      {subscription.currentPeriodEnd &&
        (subscription.kind === "prepaid" ? (
          <p className="text-xs text-muted-foreground">
            {prepaidLabel(subscription.currentPeriodEnd)}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">
            {active ? "Renova em" : "Expira em"} {formatDate(subscription.currentPeriodEnd)}
          </p>
        ))}
    </div>
  );
}

export function UsersTab() {
  const { user: me } = useMe();
  const [query, setQuery] = useState({ page: 1, q: "" });
  const users = useAdminUsers(query);

  useEffect(() => {
    if (users.error) {
      toast.error("Erro ao carregar usuários", {
        id: "admin-users-error",
        description: users.error.message,
      });
    }
  }, [users.error]);

  const data = users.data;
  return (
    <section aria-label="Usuários" className="space-y-4">
      <SearchBox onSearch={(q) => setQuery({ page: 1, q })} />
      {users.isLoading ? (
        <Spinner />
      ) : (
        <ListTable
          cards
          columns={[
            "Nome",
            "Email",
            "Role",
            "Assinatura",
            "Espaços",
            "Status",
            "Criado em",
            "Ações",
          ]}
          rows={data?.items}
          empty="Nenhum usuário encontrado."
        >
          {(user) => (
            <TableRow key={user.id} data-user-id={user.id}>
              <TableCell className="font-medium">{user.fullName || NA}</TableCell>
              <TableCell label="Email">{user.email || NA}</TableCell>
              <TableCell label="Role">
                <Badge variant={user.role === "admin" ? "default" : "outline"}>
                  {user.role === "admin" ? "Admin" : "Usuário"}
                </Badge>
              </TableCell>
              <TableCell label="Assinatura">
                <SubscriptionCell subscription={user.subscription} />
              </TableCell>
              <TableCell label="Espaços">
                <WorkspacesCell user={user} />
              </TableCell>
              <TableCell label="Status">
                <StatusBadges user={user} />
              </TableCell>
              <TableCell label="Criado em">{formatDate(user.createdAt)}</TableCell>
              <TableCell className="max-sm:pt-2">
                {user.id === me?.id ? (
                  <span className="text-sm text-muted-foreground">Você</span>
                ) : (
                  <UserActions user={user} />
                )}
              </TableCell>
            </TableRow>
          )}
        </ListTable>
      )}
      {data && (
        <NumberedPager
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
          busy={users.isFetching}
        />
      )}
    </section>
  );
}
