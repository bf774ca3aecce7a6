import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/lib/toast";
import { useDeleteBrand } from "../api/brands";

/** Asks before deleting a brand, saying what becomes of what was written for it. */
export function DeleteBrandDialog({
  brand,
  onClose,
  onDeleted,
}: {
  brand: { id: string; brandName: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteBrand();

  const confirm = () => {
    if (!brand) return;
    remove.mutate(brand.id, {
      onSuccess: () => {
        toast.success("Marca excluída", { description: `"${brand.brandName}" foi removida.` });
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.error("Erro ao excluir marca", { description: error.message }),
    });
  };

  return (
    <Dialog open={brand !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excluir a marca "{brand?.brandName}"?</DialogTitle>
          <DialogDescription>
            A marca, seus campos e o Prompt Mãe serão excluídos. Os conteúdos já gerados para ela
            continuam no seu Histórico, identificados com o nome "{brand?.brandName}". Esta ação não
            pode ser desfeita.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Excluindo..." : "Excluir marca"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
