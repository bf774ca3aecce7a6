import type { ReactNode } from "react";

export type LegalSection = { title: string; body: ReactNode };

/** The last revision of both documents; change it together with their text. */
export const LEGAL_LAST_UPDATED = "15 de maio de 2025";

/** A numbered legal text: the numbers are part of the document, so cross-references hold. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">Última atualização: {LEGAL_LAST_UPDATED}</p>
        {intro && <div className="pt-2 leading-relaxed text-muted-foreground">{intro}</div>}
      </header>
      {sections.map((section, index) => (
        <section key={section.title} className="space-y-3">
          <h2 className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <div className="space-y-3 leading-relaxed [&_li]:ml-6 [&_ul]:list-disc [&_ul]:space-y-1">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
