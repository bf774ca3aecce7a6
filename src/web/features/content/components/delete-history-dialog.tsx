import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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
    <ConfirmDeleteDialog
      open={item !== null}
      title="Excluir conteúdo?"
      description={`"${item?.title ?? ""}" será removido do seu histórico. Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    />
  );
}
