import { Bell, BellRing } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useFollow, useSetFollow } from "../api/follow";

/**
 * "Seguir": the member hears by e-mail of the client's answers on the plan's approval links
 * (who shares a link follows the plan by doing so; docs/decisions/038).
 */
export function FollowToggle({ planId }: { planId: string }) {
  const state = useFollow(planId);
  const change = useSetFollow(planId);
  const following = state.data?.following ?? false;
  const toggle = () =>
    change.mutate(!following, {
      onSuccess: ({ following: now }) =>
        toast.success(
          now
            ? "Você vai receber por email as respostas do cliente a este plano."
            : "Você não vai mais receber por email as respostas do cliente a este plano.",
        ),
      onError: (error) => toast.error("Erro ao seguir o plano", { description: error.message }),
    });
  const Icon = following ? BellRing : Bell;
  return (
    <Button
      type="button"
      variant={following ? "secondary" : "outline"}
      size="sm"
      aria-pressed={following}
      title="Receber por email as respostas do cliente"
      disabled={!state.data || change.isPending}
      onClick={toggle}
    >
      <Icon aria-hidden="true" />
      Seguir
    </Button>
  );
}
