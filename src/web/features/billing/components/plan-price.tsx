import { monthlyInstallment, type Plan } from "@shared/billing";
import { formatMoney } from "@/lib/format";

/** R$ 29,99/mês, or R$ 191,88/ano with "12x de R$ 15,99". */
export function PlanPrice({ plan }: { plan: Plan }) {
  return (
    <div>
      <p className="text-3xl font-bold">
        {formatMoney(plan.price)}
        <span className="text-base font-normal text-muted-foreground">
          /{plan.interval === "month" ? "mês" : "ano"}
        </span>
      </p>
      {plan.interval === "year" && (
        <p className="text-sm text-muted-foreground">
          12x de {formatMoney(monthlyInstallment(plan.price))}
        </p>
      )}
    </div>
  );
}
