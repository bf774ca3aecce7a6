import { OWNER_MUST_TRANSFER } from "@shared/workspaces";
import { Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/toast";
import { DELETE_CONFIRMATION_WORD, useDeleteMyAccount, useTeamsToTransfer } from "../api/account";

const membersLabel = (count: number) => (count === 1 ? "1 membro" : `${count} membros`);

/**
 * "Excluir minha conta": typed confirmation. An owner of a team others belong to reads which
 * teams to transfer or delete first, and cannot confirm until none is left (decision 040).
 */
export function DeleteAccountDialog() {
  const navigate = useNavigate();
  const remove = useDeleteMyAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const teams = useTeamsToTransfer(open);
  const blocking = teams.data?.workspaces ?? [];
  const confirmed =
    typed.trim() === DELETE_CONFIRMATION_WORD && teams.isSuccess && blocking.length === 0;

  const confirm = () =>
    remove.mutate(
      { confirmation: DELETE_CONFIRMATION_WORD },
      {
        onSuccess: () => {
          toast.success("Conta excluída", {
            description: "Sua conta e todos os seus dados foram excluídos.",
          });
          navigate("/", { replace: true });
        },
        onError: (error) => {
          toast.error("Erro ao excluir conta", { description: error.message });
          void teams.refetch();
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setTyped("");
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden="true" />
          Excluir minha conta
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excluir minha conta</DialogTitle>
          <DialogDescription>
            Esta ação não pode ser desfeita. Sua assinatura será cancelada e seu perfil, seu espaço
            pessoal, seu histórico e suas mensagens serão apagados. O que você criou nos espaços de
            outras equipes continua lá, como de um ex-membro.
          </DialogDescription>
        </DialogHeader>
        <div aria-live="polite">
          {teams.isLoading && <Spinner />}
          {teams.isError && (
            <p className="text-sm text-destructive">
              Não foi possível verificar seus espaços de trabalho.{" "}
              <Button variant="link" className="h-auto p-0" onClick={() => teams.refetch()}>
                Tentar novamente
              </Button>
            </p>
          )}
          {blocking.length > 0 && (
            <Alert variant="warning">
              <TriangleAlert aria-hidden="true" />
              <AlertTitle>Transfira ou exclua antes</AlertTitle>
              <AlertDescription className="space-y-2">
                <p>{OWNER_MUST_TRANSFER}</p>
                <ul className="list-disc pl-5" aria-label="Espaços de trabalho a transferir">
                  {blocking.map((team) => (
                    <li key={team.id}>
                      {team.name} ({membersLabel(team.members)})
                    </li>
                  ))}
                </ul>
                <p>
                  Faça isso em <Link to="/equipe">Equipe</Link>, com cada um deles aberto.
                </p>
              </AlertDescription>
            </Alert>
          )}
        </div>
        {blocking.length === 0 && (
          <FormField label={`Digite ${DELETE_CONFIRMATION_WORD} para confirmar`}>
            <Input
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FormField>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
          <Button variant="destructive" disabled={!confirmed || remove.isPending} onClick={confirm}>
            {remove.isPending ? "Excluindo..." : "Excluir definitivamente"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
