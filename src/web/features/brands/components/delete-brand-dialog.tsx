import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
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
    <ConfirmDeleteDialog
      open={brand !== null}
      title={`Excluir a marca "${brand?.brandName ?? ""}"?`}
      description={`A marca, seus campos e o Prompt Mãe serão excluídos. Os conteúdos já gerados para ela continuam no seu Histórico, identificados com o nome "${brand?.brandName ?? ""}". Esta ação não pode ser desfeita.`}
      confirmLabel="Excluir marca"
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
