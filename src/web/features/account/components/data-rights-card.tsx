import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/lib/toast";
import { useDownloadMyData } from "../api/account";
import { DeleteAccountDialog } from "./delete-account-dialog";

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
