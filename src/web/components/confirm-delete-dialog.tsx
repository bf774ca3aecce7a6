import { ConfirmDialog, type ConfirmDialogProps } from "./confirm-dialog";

type ConfirmDeleteDialogProps = Omit<
  ConfirmDialogProps,
  "destructive" | "pendingLabel" | "pending"
> & { pending: boolean };

/** Asks before a deletion that cannot be undone: "Cancelar" beside the destructive action. */
export const ConfirmDeleteDialog = (props: ConfirmDeleteDialogProps) => (
  <ConfirmDialog {...props} destructive pendingLabel="Excluindo..." />
);
