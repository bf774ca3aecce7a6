import { stripMarkdown } from "@shared/generation/markdown";
import { versionMadeLabel } from "@shared/generation/versions";
import { wordDiff } from "@shared/word-diff";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef } from "react";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { WordDiff } from "@/components/word-diff";
import { type VersionSummary, versionQueryOptions } from "@/features/content/api/history-versions";

// The versions panel's views of one version and of two compared.

/** One view of the panel: a heading that takes focus when the view opens, and a way back. */
export function ViewSection({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="min-w-0 space-y-3">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Todas as versões
      </Button>
      <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function OpenedVersion({
  historyId,
  version,
  number,
  latest,
  onBack,
  onCompare,
  onRestore,
}: {
  historyId: string;
  version: VersionSummary | undefined;
  number: number;
  latest: number;
  onBack: () => void;
  onCompare: (number: number) => void;
  onRestore: (number: number) => void;
}) {
  const text = useQuery(versionQueryOptions(historyId, number));
  return (
    <ViewSection title={`Versão ${number}${number === latest ? " (atual)" : ""}`} onBack={onBack}>
      {version && <p className="text-sm text-muted-foreground">{versionMadeLabel(version)}</p>}
      {text.isPending ? (
        <Spinner label="Carregando a versão" />
      ) : text.isError ? (
        <LoadFailed
          message="Não foi possível abrir esta versão."
          onRetry={() => void text.refetch()}
        />
      ) : (
        <div
          className="whitespace-pre-wrap break-words rounded-md bg-muted/50 p-4 text-sm leading-relaxed"
          data-testid="version-text"
        >
          {stripMarkdown(text.data.content)}
        </div>
      )}
      {number !== latest && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => onCompare(number)}>
            Comparar com a atual
          </Button>
          <Button variant="secondary" onClick={() => onRestore(number)}>
            Restaurar esta versão
          </Button>
        </div>
      )}
    </ViewSection>
  );
}

export function ComparedVersions({
  historyId,
  versions,
  from,
  to,
  refused,
  onChange,
  onBack,
}: {
  historyId: string;
  versions: VersionSummary[];
  from: number;
  to: number;
  refused?: string;
  onChange: (from: number, to: number) => void;
  onBack: () => void;
}) {
  const fromId = useId();
  const toId = useId();
  const before = useQuery(versionQueryOptions(historyId, from));
  const after = useQuery(versionQueryOptions(historyId, to));
  const diff = useMemo(
    () =>
      before.data && after.data
        ? wordDiff(stripMarkdown(before.data.content), stripMarkdown(after.data.content))
        : null,
    [before.data, after.data],
  );
  const options = versions.map((v) => (
    <option key={v.number} value={v.number}>
      Versão {v.number} · {versionMadeLabel(v)}
    </option>
  ));
  return (
    <ViewSection title={`Versão ${from} → versão ${to}`} onBack={onBack}>
      {refused && (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm">
          {refused}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={fromId}>De</Label>
          <Select
            id={fromId}
            value={from}
            onChange={(event) => onChange(Number(event.target.value), to)}
          >
            {options}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={toId}>Para</Label>
          <Select
            id={toId}
            value={to}
            onChange={(event) => onChange(from, Number(event.target.value))}
          >
            {options}
          </Select>
        </div>
      </div>
      {before.isError || after.isError ? (
        <LoadFailed
          message="Não foi possível abrir as versões para comparar."
          onRetry={() => {
            void before.refetch();
            void after.refetch();
          }}
        />
      ) : diff ? (
        <WordDiff
          parts={diff.parts}
          exact={diff.exact}
          label={`Diferenças da versão ${from} para a versão ${to}`}
          className="rounded-md border p-3"
        />
      ) : (
        <Spinner label="Carregando as versões" />
      )}
    </ViewSection>
  );
}
