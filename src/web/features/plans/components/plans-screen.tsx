import { toolOf } from "@shared/generation/tools";
import { CalendarRange, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { ColorSwatch } from "@/components/color-swatch";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { usePlanList } from "../api/plan-list";
import { plansByBrand } from "./plans-by-brand";
import { PlansSummaryCard } from "./plans-summary-card";

const strategyTool = toolOf("strategy");

function NoPlans() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
        <CalendarRange className="h-10 w-10 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <h2 className="text-xl font-semibold">Você ainda não tem planos</h2>
          <p className="max-w-md text-muted-foreground">
            Cada estratégia gerada vira um plano com as publicações dos próximos 3 meses, para você
            acompanhar do tema ao post publicado.
          </p>
        </div>
        <Button asChild className="min-h-11">
          <Link to={strategyTool.path}>
            <Sparkles aria-hidden="true" />
            Gerar Estratégia
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** "Meus planos": the account's plans under their brands, with progress and the next post. */
export function PlansScreen() {
  const plans = usePlanList();
  const items = plans.data?.items;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Meus planos</h1>
        <p className="text-muted-foreground">
          Os calendários das suas estratégias, marca por marca: o que já foi publicado e o que vem a
          seguir.
        </p>
      </div>
      {plans.isError ? (
        <LoadFailed
          message="Não foi possível carregar seus planos."
          onRetry={() => plans.refetch()}
        />
      ) : !items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <NoPlans />
      ) : (
        plansByBrand(items).map((group) => (
          <section key={group.key} aria-labelledby={`marca-${group.key}`} className="space-y-3">
            <h2 id={`marca-${group.key}`} className="flex items-center gap-2 text-xl font-semibold">
              <ColorSwatch color={group.color} className="h-4 w-4" />
              {group.name}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.plans.map((plan) => (
                <li key={plan.id} className="flex">
                  <PlansSummaryCard plan={plan} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
