import { EXCLUDED_FEATURE_MARK } from "@shared/billing";
import { TEAM_SIZE_FEATURE } from "@shared/invitations";
import { PIX_OFFER } from "@shared/payment-methods";
import { Check, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { Plan } from "../api/billing";
import { PlanPrice } from "./plan-price";

type Props = {
  plan: Plan;
  /**
   * "current": the plan the user subscribes to; "other": the user subscribes to another plan;
   * "prepaid": the plan of the user's Pix period (nothing renews); "none": no access;
   * "waiting": a boleto or Pix of the user waits for the bank, so nothing else is sold meanwhile.
   */
  relation: "current" | "other" | "prepaid" | "none" | "waiting";
  busy: boolean;
  onSubscribe: () => void;
  onManage: () => void;
  /** Offered for the annual plan when Pix is: one payment for 12 months. */
  onPayByPix?: () => void;
};

function Feature({ text }: { text: string }) {
  const excluded = text.startsWith(EXCLUDED_FEATURE_MARK);
  const label = excluded ? text.slice(EXCLUDED_FEATURE_MARK.length).trim() : text;
  return (
    <li className={cn("flex items-start gap-2 text-sm", excluded && "text-muted-foreground")}>
      {excluded ? (
        <X className="mt-0.5 size-4 shrink-0" aria-label="Não incluído" />
      ) : (
        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
      )}
      <span className={cn(excluded && "line-through")}>{label}</span>
    </li>
  );
}

export function PlanCard({ plan, relation, busy, onSubscribe, onManage, onPayByPix }: Props) {
  const current = relation === "current" || relation === "prepaid";
  return (
    <Card
      role="group"
      aria-label={plan.name}
      className={cn("flex flex-col", current && "border-primary ring-1 ring-primary")}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{plan.name}</CardTitle>
          {current && <Badge>Seu plano atual</Badge>}
          {relation === "other" && <Badge variant="outline">Disponível para troca</Badge>}
        </div>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <PlanPrice plan={plan} />
        <ul className="space-y-2">
          {plan.features.map((feature) => (
            <Feature key={feature} text={feature} />
          ))}
          <Feature text={TEAM_SIZE_FEATURE} />
        </ul>
      </CardContent>
      <CardFooter className="flex flex-col gap-2">
        {relation === "current" ? (
          <>
            <Button className="w-full" onClick={onManage} disabled={busy}>
              Gerenciar Assinatura
            </Button>
            <Button className="w-full" variant="outline" onClick={onManage} disabled={busy}>
              Cancelar Assinatura
            </Button>
          </>
        ) : relation === "waiting" ? (
          <p className="text-sm text-muted-foreground">
            Aguardando a confirmação do pagamento em andamento.
          </p>
        ) : (
          // The plan already held (a Pix period) is renewed by Pix below, not bought again.
          relation !== "prepaid" && (
            <Button className="w-full" onClick={onSubscribe} disabled={busy}>
              {relation === "other" ? "Trocar para este plano" : "Assinar agora"}
            </Button>
          )
        )}
        {onPayByPix && (relation === "none" || relation === "prepaid") && (
          <div className="w-full space-y-2 border-t pt-3">
            <p className="text-sm text-muted-foreground">{PIX_OFFER}</p>
            <Button className="w-full" variant="outline" onClick={onPayByPix} disabled={busy}>
              {relation === "prepaid" ? "Renovar com Pix" : "Pagar com Pix"}
            </Button>
          </div>
        )}
      </CardFooter>
    </Card>
  );
}
