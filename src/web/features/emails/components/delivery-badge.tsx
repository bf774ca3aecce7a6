import { type EmailDelivery, emailStatuses } from "@shared/emails";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format";

const variants = {
  pending: "warning",
  sent: "success",
  outbox: "secondary",
  failed: "destructive",
  dropped: "outline",
} as const;

/** The delivery state of one e-mail, with the last error and attempt count when it is retrying. */
export function DeliveryBadge({ delivery }: { delivery: EmailDelivery | null }) {
  if (!delivery) return <Badge variant="outline">Sem email</Badge>;
  const detail =
    delivery.status === "sent" && delivery.sentAt
      ? `em ${formatDateTime(delivery.sentAt)}`
      : delivery.lastError
        ? `${delivery.attempts} tentativa(s): ${delivery.lastError}`
        : null;
  return (
    <div className="space-y-1">
      <Badge variant={variants[delivery.status]}>{emailStatuses[delivery.status]}</Badge>
      {detail && (
        <p className="max-w-56 truncate text-xs text-muted-foreground" title={detail}>
          {detail}
        </p>
      )}
    </div>
  );
}
