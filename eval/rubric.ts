import OpenAI from "openai";
import type { BriefRun } from "./pipeline.ts";
import type { Figure } from "./score.ts";
import type { Threshold } from "./thresholds.ts";
import { postCopy, scriptPublicText } from "./verdicts.ts";

/*
 * What rules cannot see, a judge model reads: whether the copy sounds like a Brazilian wrote
 * it, whether it fits its channel, and how much legal risk it carries. Run only when a key is
 * set (the real-model column), on a sample of each brief's copy; its scores are bars that
 * fail the run (thresholds.ts). The judge is told the brief's regulated rules in words, so a
 * clinic's offer is scored as the risk it is.
 */

export type RubricId = "rubric_naturalness" | "rubric_channel_fit" | "rubric_legal";

const CRITERIA: { id: RubricId; key: string; label: string }[] = [
  { id: "rubric_naturalness", key: "naturalidade", label: "judge: naturalness (1-5, mean)" },
  { id: "rubric_channel_fit", key: "canal", label: "judge: channel fit (1-5, mean)" },
  { id: "rubric_legal", key: "risco_juridico", label: "judge: legal safety (1-5, 5 = no risk)" },
];

const must = (limit: number): Threshold => ({ op: ">=", limit, enforced: true });
export const RUBRIC_BARS: Record<RubricId, Threshold> = {
  rubric_naturalness: must(4),
  rubric_channel_fit: must(4),
  rubric_legal: must(4.5),
};

export const JUDGE_SYSTEM = [
  "Você é um redator publicitário brasileiro sênior e revisor de conformidade (CDC, CONAR, conselhos profissionais, ANVISA).",
  'Avalie o material de uma marca e responda só com JSON: {"naturalidade": n, "canal": n, "risco_juridico": n, "comentario": "..."}, notas inteiras de 1 a 5.',
  "naturalidade: 5 = um brasileiro publicaria como está (concordância certa, sem frases-modelo repetidas, sem rótulos internos, ganchos inteiros); 1 = robótico ou errado.",
  "canal: 5 = cada texto respeita o canal (Instagram sem link na legenda e com 'link na bio', 3 a 8 hashtags bem formadas; TikTok/Reels com gancho falado nos 2 primeiros segundos; WhatsApp curto; LinkedIn em primeira pessoa, sem muro de hashtags).",
  "risco_juridico: 5 = nenhum risco; 1 = infração clara (oferta ou preço de serviço de saúde ou advocacia, medicamento de prescrição anunciado, álcool sem advertência ou ligado a menores, depoimento ou resultado inventado).",
].join("\n");

/** What the judge reads of one brief: its rules, a sample of posts, the caption, the script. */
export function judgeMaterial(run: BriefRun): string {
  const posts = (run.strategy?.posts ?? []).slice(0, 8);
  return [
    `Negócio: ${run.brief.brand.brandDescription}`,
    `Regras que o obrigam: ${run.brief.rules.join(", ") || "só CDC e CONAR"}`,
    "Publicações do calendário:",
    ...posts.map((p) => `- [${p.channel} · ${p.format}] ${postCopy(p).replaceAll("\n", " | ")}`),
    run.caption
      ? `Legenda (${run.caption.channel}):\n${run.caption.fields.caption}\nHashtags: ${run.caption.fields.hashtags.join(" ")}\nTexto alternativo: ${run.caption.fields.altText}`
      : "",
    run.script ? `Roteiro (partes públicas):\n${scriptPublicText(run.script)}` : "",
  ].join("\n");
}

/** The judge's scores of one reply, or null when it is not the JSON asked for. */
export function readScores(reply: string): Record<RubricId, number> | null {
  try {
    const json = JSON.parse(reply) as Record<string, unknown>;
    const scores = CRITERIA.map((c) => Number(json[c.key]));
    if (scores.some((n) => !Number.isFinite(n) || n < 1 || n > 5)) return null;
    return Object.fromEntries(CRITERIA.map((c, i) => [c.id, scores[i]])) as Record<
      RubricId,
      number
    >;
  } catch {
    return null;
  }
}

type JudgeEnv = { OPENAI_API_KEY?: string; OPENAI_BASE_URL?: string; JUDGE_MODEL?: string };

/** The rubric's figures over the runs, scored by the judge model the environment names. */
export async function judge(runs: readonly BriefRun[], env: JudgeEnv): Promise<Figure[]> {
  const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  const scored: { segment: string; scores: Record<RubricId, number> | null }[] = [];
  for (const run of runs) {
    const reply = await client.chat.completions.create({
      model: env.JUDGE_MODEL || "gpt-4o-mini",
      temperature: 0,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: JUDGE_SYSTEM },
        { role: "user", content: judgeMaterial(run) },
      ],
    });
    scored.push({
      segment: run.brief.segment,
      scores: readScores(reply.choices[0]?.message.content ?? ""),
    });
  }
  return CRITERIA.map((c) => {
    const values = scored.flatMap((s) => (s.scores ? [s.scores[c.id]] : []));
    return {
      id: c.id,
      label: c.label,
      unit: "score",
      value: values.length
        ? Math.round((10 * values.reduce((a, b) => a + b, 0)) / values.length) / 10
        : null,
      failures: scored
        .filter((s) => !s.scores || s.scores[c.id] < RUBRIC_BARS[c.id].limit)
        .map((s) => `${s.segment}: ${s.scores ? s.scores[c.id] : "no score"}`),
    };
  });
}
