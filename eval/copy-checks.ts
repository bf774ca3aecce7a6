import { avoidedWordsIn } from "./checks/avoided-words.ts";
import { altTextProblems, deadLinks, hashtagProblems } from "./checks/channel-fit.ts";
import { inventedClaims } from "./checks/claims.ts";
import { keepsDate, unfitDatesIn } from "./checks/commercial-dates.ts";
import { europeanFormsIn } from "./checks/european-portuguese.ts";
import { regulatedProblems } from "./checks/regulated.ts";
import { openingOptionProblems, sceneProblems } from "./checks/scenes.ts";
import { agreementSlips, cutHook, leaksGoal, planningLabelsIn } from "./checks/slips.ts";
import { fillsTestimony, inventedTestimonials } from "./checks/testimonials.ts";
import type { BriefRun } from "./pipeline.ts";
import { datesToAvoid } from "./segments.ts";
import { everyText, postCopy, publicFields, type Verdict, verdict } from "./verdicts.ts";

/*
 * The checks of the copy itself, as a Brazilian copywriter and the advertising rules read it
 * (issues 33 and 41). Each is a share of the outputs it applies to; the bars are absolute
 * (thresholds.ts), and each check's own test proves it fails on the bad samples issue 41
 * quotes.
 */

type CopyCheck = { id: string; label: string; verdicts: (run: BriefRun) => Verdict[] };

const posts = (run: BriefRun) => run.strategy?.posts ?? [];
const where = (run: BriefRun, i: number) => `${run.brief.segment} post ${i}`;

export const COPY_CHECKS = [
  {
    id: "avoided_words",
    label: "outputs without the brand's words to avoid",
    // The Prompt Mãe tool is not given them (it writes the brand's first description).
    verdicts: (run) =>
      everyText(run)
        .filter((t) => !t.where.endsWith("prompt"))
        .map((t) => verdict(t.where, avoidedWordsIn(t.text, run.brief.brand.wordsToAvoid))),
  },
  {
    id: "invented_claims",
    label: "outputs without prices, percentages or guarantees the brief lacks",
    verdicts: (run) =>
      everyText(run).map((t) =>
        verdict(
          t.where,
          inventedClaims(t.text, JSON.stringify(run.brief)).map((c) => `${c.kind} "${c.text}"`),
        ),
      ),
  },
  {
    id: "invented_testimonials",
    // Clients' verdicts, signed quotes, testimonial posts without [DEPOIMENTO REAL].
    label: "outputs without invented testimonials",
    verdicts: (run) =>
      everyText(run).map((t) =>
        verdict(t.where, [
          ...inventedTestimonials(t.text).map((found) => `"${found}"`),
          ...(t.where.endsWith("calendar")
            ? posts(run)
                .filter((p) => fillsTestimony(postCopy(p)))
                .map((p) => `"${p.theme}" without [DEPOIMENTO REAL]`)
            : []),
        ]),
      ),
  },
  {
    id: "european_portuguese",
    label: "outputs without European-Portuguese forms",
    verdicts: (run) => everyText(run).map((t) => verdict(t.where, europeanFormsIn(t.text))),
  },
  {
    id: "agreement",
    label:
      'public fields and strategies without agreement slips ("o seu consulta", "de forma descontraído")',
    verdicts: (run) => [
      ...publicFields(run).map((f) => verdict(f.where, agreementSlips(f.text, f.referent))),
      ...(run.strategy
        ? [verdict(`${run.brief.segment} strategy`, agreementSlips(run.strategy.text))]
        : []),
    ],
  },
  {
    id: "goal_leak",
    label: "public fields that do not repeat the marketer's internal goal",
    verdicts: (run) =>
      publicFields(run).map((f) =>
        verdict(
          f.where,
          leaksGoal(f.text, run.brief.script.finalGoal) ? [`"${run.brief.script.finalGoal}"`] : [],
        ),
      ),
  },
  {
    id: "planning_labels",
    label: 'public fields without planning labels ("Produto em uso:", "Hoje o assunto é")',
    verdicts: (run) => publicFields(run).map((f) => verdict(f.where, planningLabelsIn(f.text))),
  },
  {
    id: "whole_hooks",
    label: "hooks that end where their sentence ends (not cut)",
    verdicts: (run) =>
      posts(run).map((p, i) => verdict(where(run, i), cutHook(p.hook) ? [`"${p.hook}"`] : [])),
  },
  {
    id: "hashtags",
    label: "captions with the channel's count of hashtags, none cut mid-phrase",
    verdicts: (run) =>
      run.caption
        ? [
            verdict(
              `${run.brief.segment} caption`,
              hashtagProblems(
                run.caption.fields,
                run.caption.channel,
                [
                  posts(run)[0]?.theme ?? "",
                  run.brief.strategy.productsServices,
                  run.brief.brand.basePrompt,
                ].join("\n"),
              ),
            ),
          ]
        : [],
  },
  {
    id: "dead_links",
    label: 'Instagram and TikTok copy that sends to "link na bio", not to a link it cannot hold',
    verdicts: (run) => [
      ...posts(run).map((p, i) => verdict(where(run, i), deadLinks(p.callToAction, p.channel))),
      ...(run.caption
        ? [
            verdict(
              `${run.brief.segment} caption`,
              deadLinks(run.caption.fields.caption, run.caption.channel),
            ),
          ]
        : []),
    ],
  },
  {
    id: "alt_text",
    label: 'alt text that describes a picture or asks for it ("[descreva a foto]")',
    verdicts: (run) =>
      run.caption
        ? [verdict(`${run.brief.segment} caption`, altTextProblems(run.caption.fields.altText))]
        : [],
  },
  {
    id: "script_scenes",
    label: "scripts written as scenes: spoken lines, on-screen text, timing, ## headings",
    verdicts: (run) =>
      run.script === null
        ? []
        : [
            verdict(
              run.brief.segment,
              sceneProblems(
                run.script,
                run.brief.script.format ?? "video",
                run.brief.script.duration,
              ),
            ),
          ],
  },
  {
    id: "script_options",
    label: 'script openings from "Gerar 3 opções" written as copy, not as advice, none repeated',
    verdicts: (run) =>
      run.script === null || run.scriptOptions === null
        ? []
        : openingOptionProblems(
            run.scriptOptions,
            run.script,
            run.brief.script.format ?? "video",
            run.brief.script.duration,
          ).map((problems, i) => verdict(`${run.brief.segment} script option ${i + 1}`, problems)),
  },
  {
    id: "regulated",
    label: "public fields of regulated businesses within their rules (councils, ANVISA, alcohol)",
    verdicts: (run) =>
      run.brief.rules.length === 0
        ? []
        : publicFields(run).map((f) =>
            verdict(f.where, regulatedProblems(f.text, run.brief.rules, f.kind)),
          ),
  },
  {
    id: "unfit_dates",
    label: "plans that use no commercial date unfit for the business (the eval's own key)",
    verdicts: (run) => {
      if (!run.strategy) return [];
      const unfit = datesToAvoid(run.brief);
      const marked = run.strategy.posts.flatMap((p) =>
        p.commercialDate ? [p.commercialDate] : [],
      );
      const text = [run.strategy.text, ...run.strategy.posts.map(postCopy), ...marked].join("\n");
      return [verdict(run.brief.segment, unfitDatesIn(text, unfit))];
    },
  },
  {
    id: "fit_dates_used",
    label: "posts marked with a fitting commercial date that use it",
    verdicts: (run) =>
      posts(run)
        .filter((p) => p.commercialDate && !datesToAvoid(run.brief).includes(p.commercialDate))
        .map((p) =>
          verdict(
            `${run.brief.segment} ${p.date}`,
            keepsDate(postCopy(p), p.commercialDate ?? "") ? [] : [`${p.commercialDate} unused`],
          ),
        ),
  },
] as const satisfies readonly CopyCheck[];

export type CopyCheckId = (typeof COPY_CHECKS)[number]["id"];
