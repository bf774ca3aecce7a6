import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
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
import { toast } from "@/lib/toast";
import { DELETE_CONFIRMATION_WORD, useDeleteMyAccount, useDownloadMyData } from "../api/account";

function DeleteAccountDialog() {
  const navigate = useNavigate();
  const remove = useDeleteMyAccount();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

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
        onError: (error) => toast.error("Erro ao excluir conta", { description: error.message }),
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
            Esta ação não pode ser desfeita. Sua assinatura será cancelada e seu perfil, seu
            histórico e suas mensagens serão apagados.
          </DialogDescription>
        </DialogHeader>
        <FormField label={`Digite ${DELETE_CONFIRMATION_WORD} para confirmar`}>
          <Input
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
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

/** The LGPD rights the privacy policy promises: portability (export) and deletion. */
export function DataRightsCard() {
  const download = useDownloadMyData();

  const exportData = () =>
    download.mutate(undefined, {
      onSuccess: () =>
        toast.success("Dados exportados", { description: "O arquivo com seus dados foi baixado." }),
      onError: (error) => toast.error("Erro ao exportar dados", { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Seus dados</CardTitle>
        <CardDescription>
          Baixe uma cópia de tudo o que guardamos sobre você ou exclua sua conta (LGPD).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={exportData} disabled={download.isPending}>
          <Download aria-hidden="true" />
          {download.isPending ? "Preparando..." : "Baixar meus dados"}
        </Button>
        <DeleteAccountDialog />
      </CardContent>
    </Card>
  );
}
