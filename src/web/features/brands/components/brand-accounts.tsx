import { NETWORK_LABELS, TEST_ACCOUNT_NOTICE } from "@shared/publishing";
import { roleMay } from "@shared/workspaces";
import { Link2, Unlink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/lib/auth";
import { toast } from "@/lib/toast";
import {
  useConnectAccounts,
  useConnectedAccounts,
  useDisconnectAccount,
} from "../api/connected-accounts";
import { ConnectOutcomeAlert, PageChooser } from "./connect-outcome";

/**
 * "Contas para publicar" (decision 063): the brand's Instagram professional account and Facebook
 * Page, connected by the owner or an Administrator; others read who is connected.
 */
export function BrandAccounts({ brandId }: { brandId: string }) {
  const { user } = useMe();
  const accounts = useConnectedAccounts(brandId);
  const connect = useConnectAccounts(brandId);
  const disconnect = useDisconnectAccount(brandId);
  const manages = user ? roleMay(user.workspace.role, "members") : false;
  const list = accounts.data ?? [];
  const reconnect = list.some((a) => a.status === "reconnect");
  const onConnect = () =>
    connect.mutate(undefined, {
      onError: (error) => toast.error(error.message),
      onSuccess: ({ redirect }) => !redirect && toast.success("Conta de teste conectada."),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Contas para publicar</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ConnectOutcomeAlert />
        {manages && <PageChooser brandId={brandId} />}
        {accounts.isLoading && <Spinner />}
        {accounts.error && <p className="text-sm text-destructive">{accounts.error.message}</p>}
        {accounts.data && list.length === 0 && (
          <p className="text-sm text-muted-foreground">
            Nenhuma conta conectada. Conecte o Instagram profissional e a Página do Facebook da
            marca para publicar os posts aprovados.
          </p>
        )}
        {list.length > 0 && (
          <ul className="space-y-2" aria-label="Contas conectadas">
            {list.map((account) => (
              <li
                key={account.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <div className="min-w-0 space-y-1">
                  <p className="text-sm font-medium">{NETWORK_LABELS[account.network]}</p>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <span className="break-all">{account.name}</span>
                    {account.test && <Badge variant="secondary">Simulação</Badge>}
                    {account.status === "reconnect" && (
                      <Badge variant="destructive">Reconectar</Badge>
                    )}
                  </p>
                </div>
                {manages && (
                  <Button
                    type="button"
                    variant="ghost"
                    className="min-h-11 sm:min-h-10"
                    disabled={disconnect.isPending}
                    onClick={() => disconnect.mutate(account.id)}
                    aria-label={`Desconectar ${NETWORK_LABELS[account.network]}`}
                  >
                    <Unlink aria-hidden="true" />
                    Desconectar
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {list.some((a) => a.test) && (
          <p className="text-sm text-muted-foreground">{TEST_ACCOUNT_NOTICE}</p>
        )}
        {manages ? (
          <Button
            type="button"
            variant={reconnect ? "default" : "secondary"}
            className="min-h-11 sm:min-h-10"
            disabled={connect.isPending}
            onClick={onConnect}
          >
            <Link2 aria-hidden="true" />
            {reconnect
              ? "Reconectar"
              : list.length
                ? "Conectar de novo"
                : "Conectar Instagram e Facebook"}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            Só o Proprietário ou um Administrador conecta as contas da marca.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
