import {
  type AiUsage,
  renewalExplained,
  SUPPORT_PATH,
  USAGE_NOTICE_PERCENT,
  usageNoticeMessage,
  usedShare,
  whatIsLeft,
} from "@shared/ai-usage";
import { brazilianDate } from "@shared/dates";
import { Link } from "react-router";
import { useAiUsage } from "@/features/billing/api/ai-usage";
import { formatCount } from "@/lib/format";
import { cn } from "@/lib/utils";

const LABEL = "Uso de IA neste mês";

/** A native meter: the browser colours it by the thresholds (fine, notice, used up). */
function Bar({ usage }: { usage: AiUsage }) {
  return (
    <meter
      aria-label={LABEL}
      aria-valuetext={`${usedShare(usage)} usado, renova em ${brazilianDate(usage.renewsOn)}`}
      min={0}
      max={100}
      low={USAGE_NOTICE_PERCENT}
      high={99}
      optimum={0}
      value={usage.percent}
      className="block h-3 w-full"
    />
  );
}

/** Why generation is refused, and where to ask for help. */
function Refusal({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}{" "}
      <Link to={SUPPORT_PATH} className="font-medium underline underline-offset-2">
        Falar com o suporte
      </Link>
    </p>
  );
}

/**
 * Where the user stands against this month's AI allowance: a bar with the percentage and the
 * day it renews, a notice from 80% on (never blocking), and the refusal once generation is
 * refused. `compact`: the line under a tool's generate button; else the profile's card body.
 */
export function AiUsageMeter({ compact = false }: { compact?: boolean }) {
  const { data: usage, isLoading, isError } = useAiUsage();
  if (isLoading) {
    return <p className="text-sm text-muted-foreground">Carregando o uso de IA…</p>;
  }
  if (isError || !usage) {
    return <p className="text-sm text-muted-foreground">Não foi possível carregar o uso de IA.</p>;
  }
  const renews = brazilianDate(usage.renewsOn);
  const unlimited = usage.limitTokens === null;
  return (
    <div className={cn("space-y-2", compact && "text-center")}>
      {!unlimited && (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
            <span className={cn(compact && "sr-only")}>{LABEL}</span>
            <span className={cn("text-muted-foreground", compact && "w-full")}>
              {usedShare(usage)} usado · renova em {renews}
            </span>
          </div>
          <Bar usage={usage} />
        </>
      )}
      {!unlimited && <p className="text-sm">{whatIsLeft(usage)}</p>}
      {!compact && !unlimited && (
        <p className="text-sm text-muted-foreground">{renewalExplained(usage.renewsOn)}</p>
      )}
      {(!compact || unlimited) && (
        <p className="text-sm text-muted-foreground">
          {unlimited
            ? `${formatCount(usage.usedTokens)} tokens usados neste mês, sem limite mensal (administrador).`
            : `${formatCount(usage.usedTokens)} de ${formatCount(usage.limitTokens ?? 0)} tokens usados neste mês.`}
        </p>
      )}
      {usage.refusal ? (
        <Refusal message={usage.refusal} />
      ) : (
        usage.notice && (
          <p role="status" className="text-sm text-warning">
            {usageNoticeMessage(usage.percent)}
          </p>
        )
      )}
    </div>
  );
}
