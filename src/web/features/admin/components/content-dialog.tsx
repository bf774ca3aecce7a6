import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format";
import { useAdminContentDetail } from "../api/content";

/** "Ver Conteúdo": the full text, loaded on opening (the list carries titles only). */
export function ContentDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useAdminContentDetail(id);
  const item = detail.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{item?.title ?? "Conteúdo"}</DialogTitle>
          <DialogDescription>
            {item
              ? `${item.userName ?? "N/A"} · ${item.userEmail ?? "N/A"} · ${formatDateTime(item.createdAt)}`
              : "Carregando..."}
          </DialogDescription>
        </DialogHeader>
        {detail.isLoading && <Spinner />}
        {detail.error && <p className="text-sm text-destructive">{detail.error.message}</p>}
        {item && (
          <div
            className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-4 text-sm"
            data-testid="admin-content-text"
          >
            {item.content}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
