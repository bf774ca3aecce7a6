import type { DiffPart } from "@shared/word-diff";
// clsx, not cn: cn's tailwind-merge would add 8 KB to the client's approval page, which shows
// this view within a budget of 80 KB (decision 044). A caller's classes add to these, never
// replace them, so joining is enough.
import { clsx } from "clsx";

const MARKS = {
  added: {
    Tag: "ins",
    spoken: "adicionado",
    className: "bg-success/15 text-foreground underline decoration-success decoration-2",
  },
  removed: {
    Tag: "del",
    spoken: "removido",
    className:
      "bg-destructive/10 text-muted-foreground line-through decoration-destructive decoration-2",
  },
} as const;

/**
 * What changed between two texts, in reading order: additions underlined on green, removals
 * struck through on red. Colour is not the only mark (ins/del draw a line) and a screen reader,
 * which says neither, hears "adicionado: … fim" instead. A change of spaces or line breaks alone
 * would be invisible, so it shows a symbol.
 */
export function WordDiff({
  parts,
  exact = true,
  label = "Diferenças entre as versões",
  withKey = true,
  className,
}: {
  parts: DiffPart[];
  /** false when the texts differ too much to be marked word by word (see wordDiff). */
  exact?: boolean;
  label?: string;
  /** false for the diffs after the first of a list, which already said what the marks mean. */
  withKey?: boolean;
  className?: string;
}) {
  return (
    <figure className={clsx("space-y-2", className)} aria-label={label}>
      {(withKey || !exact) && (
        <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {withKey && (
            <>
              <span>
                <ins className={clsx("px-0.5", MARKS.added.className)}>Sublinhado</ins>: adicionado
              </span>
              <span>
                <del className={clsx("px-0.5", MARKS.removed.className)}>Riscado</del>: removido
              </span>
            </>
          )}
          {!exact && <span>As versões diferem demais para marcar palavra a palavra.</span>}
        </figcaption>
      )}
      {parts.length === 0 ? (
        <p className="text-sm text-muted-foreground">Os dois textos estão vazios.</p>
      ) : (
        <p className="whitespace-pre-wrap break-words text-sm leading-relaxed">
          {parts.map((part, index) => (
            // The parts of one diff never move: their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <DiffRun key={index} part={part} />
          ))}
        </p>
      )}
    </figure>
  );
}

function DiffRun({ part }: { part: DiffPart }) {
  if (part.kind === "same") return <>{part.text}</>;
  const { Tag, spoken, className } = MARKS[part.kind];
  const blank = part.text.trim() === "";
  return (
    <Tag className={clsx("rounded-sm", className)}>
      <span className="sr-only">{spoken}: </span>
      {blank ? (
        <>
          <span aria-hidden="true">{part.text.includes("\n") ? "↵" : "␣"}</span>
          <span className="sr-only">{part.text.includes("\n") ? "quebra de linha" : "espaço"}</span>
          {part.text}
        </>
      ) : (
        part.text
      )}
      <span className="sr-only"> fim</span>
    </Tag>
  );
}
