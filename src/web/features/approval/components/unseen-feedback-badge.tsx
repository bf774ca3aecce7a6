import { useUnseenFeedback } from "../api/feedback";

/** The count of client messages the owner has not opened, beside "Meus planos". */
export function UnseenFeedbackBadge() {
  const { data } = useUnseenFeedback();
  if (!data || data.total === 0) return null;
  return (
    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
      {data.total}
      <span className="sr-only">
        {data.total === 1 ? " novo retorno de cliente" : " novos retornos de clientes"}
      </span>
    </span>
  );
}
