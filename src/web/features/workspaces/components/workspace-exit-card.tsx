import type { CurrentWorkspace } from "@shared/workspaces";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { useDeleteWorkspace, useLeaveWorkspace } from "../api/ownership";
import { DeleteWorkspaceDialog } from "./delete-workspace-dialog";

/**
 * The end of a team workspace for the viewer: the Proprietário deletes it (typing its name),
 * any other member leaves it at once. A personal workspace shows neither: it goes only with
 * the account.
 */
export function WorkspaceExitCard({ workspace }: { workspace: CurrentWorkspace }) {
  const leave = useLeaveWorkspace();
  const remove = useDeleteWorkspace();
  const [asking, setAsking] = useState(false);
  if (workspace.personal) return null;
  const owner = workspace.role === "owner";

  const done = (message: string) => {
    toast.success(message);
    // The page stays: "Equipe" now shows the personal workspace the member works in again.
    setAsking(false);
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle as="h2">
          {owner ? "Excluir espaço de trabalho" : "Sair do espaço de trabalho"}
        </CardTitle>
        <CardDescription>
          {owner
            ? "Exclui este espaço e tudo o que ele tem, para todos os membros."
            : "Você deixa de ver o conteúdo deste espaço. O que você criou continua com a equipe."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          onClick={() => {
            remove.reset();
            setAsking(true);
          }}
        >
          {owner ? "Excluir espaço de trabalho" : "Sair do espaço de trabalho"}
        </Button>
      </CardContent>
      {owner && asking && (
        <DeleteWorkspaceDialog
          workspaceName={workspace.name}
          pending={remove.isPending}
          error={remove.error?.message}
          onDelete={(name) =>
            remove.mutate(name, { onSuccess: () => done(`${workspace.name} foi excluído.`) })
          }
          onClose={() => setAsking(false)}
        />
      )}
      <ConfirmDialog
        open={!owner && asking}
        title={`Sair de ${workspace.name}?`}
        description="Você perde o acesso a este espaço de trabalho agora e volta ao seu espaço pessoal. Para voltar, precisará de um novo convite."
        confirmLabel="Sair do espaço de trabalho"
        pendingLabel="Saindo..."
        pending={leave.isPending}
        destructive
        onConfirm={() =>
          leave.mutate(workspace.id, {
            onSuccess: () => done(`Você saiu de ${workspace.name}.`),
            onError: (error) =>
              toast.error("Não foi possível sair", { description: error.message }),
          })
        }
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}
