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
import { useDeleteHistoryItem } from "../api/history";

/** Asks before deleting an item of the history; deleting cannot be undone. */
export function DeleteHistoryDialog({
  item,
  onClose,
  returnFocusTo,
}: {
  item: { id: string; title: string } | null;
  onClose: () => void;
  /** Where focus goes once the item's row (which opened the dialog) is gone. */
  returnFocusTo: () => HTMLElement | null;
}) {
  const remove = useDeleteHistoryItem();

  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success("Conteúdo excluído", { description: `"${item.title}" foi removido.` });
        onClose();
      },
      onError: (error) => toast.error("Erro ao excluir conteúdo", { description: error.message }),
    });
  };

  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogHeader>
          <DialogTitle>Excluir conteúdo?</DialogTitle>
          <DialogDescription>
            "{item?.title}" será removido do seu histórico. Esta ação não pode ser desfeita.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={confirm}>
            {remove.isPending ? "Excluindo..." : "Excluir"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
