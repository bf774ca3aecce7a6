import type { EvalPost } from "./checks/structure.ts";
import type { BriefRun } from "./pipeline.ts";

/** A check's verdict on one output: passes, or the reason it does not. */
export type Verdict = { where: string; failure: string | null };

export const verdict = (where: string, problems: readonly string[]): Verdict => ({
  where,
  failure: problems.length > 0 ? problems.join("; ") : null,
});

/** The share of verdicts that pass, in percent with one decimal; null when there are none. */
export const share = (verdicts: Verdict[]) =>
  verdicts.length === 0
    ? null
    : Math.round((1000 * verdicts.filter((v) => v.failure === null).length) / verdicts.length) / 10;

export const failuresOf = (verdicts: Verdict[]) =>
  verdicts.filter((v) => v.failure !== null).map((v) => `${v.where}: ${v.failure}`);

export const postCopy = (post: EvalPost) => [post.theme, post.hook, post.callToAction].join("\n");

const captionCopy = (run: BriefRun) =>
  run.caption
    ? [
        run.caption.fields.caption,
        run.caption.fields.hashtags.join(" "),
        run.caption.fields.altText,
        run.caption.fields.firstComment,
      ].join("\n")
    : null;

/**
 * What of a script reaches the public: its sections' lines (what is said, shown, captioned),
 * not its title, its brief's lines above the first section, its headings or its production
 * tips.
 */
export function scriptPublicText(script: string): string {
  const kept: string[] = [];
  let inSection = false;
  for (const line of script.split("\n")) {
    if (/^#{1,3}\s/.test(line)) {
      inSection = /^#{2,3}\s/.test(line) && !/dicas de produ/i.test(line);
      continue;
    }
    if (inSection) kept.push(line);
  }
  return kept.join("\n");
}

type Text = { where: string; text: string };

/** Every text a brief produced, the internal ones (Prompt Mãe, strategy) included. */
export function everyText(run: BriefRun): Text[] {
  const segment = run.brief.segment;
  const texts = [
    { where: `${segment} prompt`, text: run.prompt },
    { where: `${segment} strategy`, text: run.strategy?.text ?? null },
    {
      where: `${segment} calendar`,
      text: run.strategy ? run.strategy.posts.map(postCopy).join("\n") : null,
    },
    { where: `${segment} script`, text: run.script },
    { where: `${segment} caption`, text: captionCopy(run) },
  ];
  return texts.filter((t): t is Text => t.text !== null);
}

/**
 * Every field the public reads, one by one: each post of the plan (theme, hook, call to
 * action), the caption's fields, the script's public lines and the openings "Gerar 3 opções"
 * offers for it.
 */
export function publicFields(
  run: BriefRun,
): (Text & { kind: "post" | "caption" | "script"; referent: string })[] {
  const segment = run.brief.segment;
  const posts = (run.strategy?.posts ?? []).map((p, i) => ({
    where: `${segment} post ${i} (${p.channel})`,
    text: postCopy(p),
    kind: "post" as const,
    referent: p.theme,
  }));
  const referent = run.strategy?.posts[0]?.theme ?? "";
  const caption = captionCopy(run);
  return [
    ...posts,
    ...(caption
      ? [{ where: `${segment} caption`, text: caption, kind: "caption" as const, referent }]
      : []),
    ...(run.script
      ? [
          {
            where: `${segment} script`,
            text: scriptPublicText(run.script),
            kind: "script" as const,
            referent,
          },
        ]
      : []),
    ...(run.scriptOptions ?? []).map((option, i) => ({
      where: `${segment} script option ${i + 1}`,
      text: option,
      kind: "script" as const,
      referent,
    })),
  ];
}
