import { brazilianDate } from "@shared/dates";
import { channelLabel } from "@shared/generation/options";
import { type PlanSummary, postPath } from "@shared/plans";
import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { AuthorLabel } from "@/components/author-label";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { dayWithWeekday } from "@/lib/format";
import { publishedLabel } from "./plan-posts";
import { PlanProgress } from "./plan-progress";

const windowOf = (plan: PlanSummary) =>
  `${brazilianDate(plan.startDate)} a ${brazilianDate(plan.endDate)}`;

/** One plan of "Meus planos": its window, progress and the post that comes next. */
export function PlansSummaryCard({ plan }: { plan: PlanSummary }) {
  const next = plan.nextPost;
  return (
    <Card className="flex h-full w-full flex-col">
      <CardHeader className="space-y-2 pb-3">
        <CardTitle as="h3" className="text-lg">
          <Link
            to={`/planos/${plan.id}`}
            className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {plan.title}
          </Link>
        </CardTitle>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {windowOf(plan)}
        </p>
        <AuthorLabel name={plan.author} className="block" />
      </CardHeader>
      <CardContent className="mt-auto space-y-3">
        <PlanProgress
          published={plan.progress.publicado}
          total={plan.progress.total}
          label={publishedLabel(plan.progress.publicado, plan.progress.total)}
        />
        {next ? (
          <p className="text-sm">
            <span className="text-muted-foreground">Próxima: </span>
            <Link
              to={postPath(plan.id, next.id)}
              className="inline-flex min-h-11 items-center font-medium text-primary hover:underline sm:min-h-0"
            >
              {dayWithWeekday(next.date)} · {channelLabel(next.channel)} · {next.format}:{" "}
              {next.theme}
            </Link>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhuma publicação pendente.</p>
        )}
      </CardContent>
    </Card>
  );
}
