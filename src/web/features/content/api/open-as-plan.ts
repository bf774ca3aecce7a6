import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { answer, api } from "@/lib/api-client";
import { PLANS_QUERY_KEY } from "@/lib/query-client";
import { toast } from "@/lib/toast";

/** "Abrir como plano": a strategy of the history becomes a plan (from its saved calendar). */
export function useOpenAsPlan() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (historyId: string) => answer(api.plans.$post({ json: { historyId } })),
    onSuccess: (plan) => {
      void queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
      navigate(`/planos/${plan.id}`);
    },
    onError: (error) => toast.error("Erro ao abrir como plano", { description: error.message }),
  });
  return (historyId: string) => mutation.mutate(historyId);
}
