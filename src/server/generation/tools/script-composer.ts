import type { ScriptInput } from "../../../shared/generation/inputs.ts";
import {
  ALCOHOL_WARNING,
  legalRulesOf,
  mayAdvertise,
} from "../../../shared/generation/legal-rules.ts";
import {
  labelOf,
  scriptFormats,
  scriptObjectives,
  scriptTones,
} from "../../../shared/generation/options.ts";
import { wordCount } from "../../../shared/generation/post-rules.ts";
import type { BrandVoice } from "../../brands/service.ts";
import { clean, firstSentence, leadOf, lowerFirst } from "../offline-composer.ts";
import { lower, valuesSaid } from "../offline-grammar.ts";
import { sectionLead } from "../voice-card.ts";

/*
 * The offline composer's script: scenes a team can shoot as written, each with the line that
 * is said and the text on screen, timed at the pace Brazilians narrate (about 2.5 words a
 * second), under "##" headings ("Gerar 3 opções" reads the first). The final goal is the
 * marketer's (the title keeps it); no scene says it. A brand that may not sell invites to
 * book or to save; a drink's script ends with its warning.
 */

/** Brazilian narration's pace: the scenes' timing, and the room an opening's option has. */
export const WORDS_PER_SECOND = 2.5;

type Scene = { heading: string; spoken: string; screen: string };

/** What the brand promises, in its own words, never naming a prescription drug. */
export function promiseOf(
  input: Pick<ScriptInput, "basePrompt">,
  brand: BrandVoice | null,
): string {
  const candidates = [
    clean(brand?.brandProblemSolution ?? ""),
    sectionLead(input.basePrompt, /problema/i),
    firstSentence(
      clean(input.basePrompt)
        .split(/(?<=[.!?])\s/)
        .slice(1)
        .join(" "),
    ),
    leadOf(input.basePrompt),
  ];
  const found = candidates.find((text) => text && mayAdvertise(text)) ?? "";
  return /[.!?]$/.test(found) ? found : `${found}.`;
}

/** The brand's values, said and shown; a brand with none is said to care for each detail. */
function valuesScene(brand: BrandVoice | null): Pick<Scene, "spoken" | "screen"> {
  const said = valuesSaid(brand?.brandValues ?? "");
  return said
    ? { spoken: said.sentence, screen: said.list }
    : { spoken: "Aqui, cada detalhe é pensado para você.", screen: "Cada detalhe pensado" };
}

const OPENERS: Record<ScriptInput["objective"], string> = {
  promover: "A gente sabe como é: pouco tempo e muita coisa para escolher.",
  conectar: "Se você se identificou, saiba que não está sozinho.",
  informar: "Três pontos rápidos que fazem toda a diferença.",
  entreter: "Vem ver como é um dia de verdade por aqui.",
};

/** The closing line: what the reader does next, as the brand's rules allow. */
function closingOf(input: ScriptInput, brandText: string): string {
  const rules = legalRulesOf(brandText);
  if (rules.councils.includes("OAB")) {
    return `Salve este ${PIECE[input.format]} e compartilhe com quem precisa.`;
  }
  if (rules.noSales) return "Agende a sua consulta: o link está no perfil.";
  return {
    promover: "Chama a gente por mensagem: o link está no perfil.",
    conectar: "Conta nos comentários: você se identifica?",
    informar: "Salve para consultar quando precisar.",
    entreter: "Marque alguém que precisa ver isto.",
  }[input.objective];
}

/** Words a line on screen cannot end on ("Pele cuidada por"). */
const JOINING = /^(de|do|da|dos|das|em|no|na|para|por|com|e|o|a|os|as|um|uma|que|se)$/i;

/** A line's first clause, for the screen: at most `max` words, never ending on a joining word. */
export function screenOf(text: string, max = 6): string {
  const clause = text.split(/[:;.!?]|,\s/)[0] ?? text;
  const words = clause.trim().split(/\s+/).slice(0, max);
  while (words.length > 2 && JOINING.test(words.at(-1) ?? "")) words.pop();
  return words.join(" ");
}

/** What the piece is called when it speaks of itself ("Salve este carrossel"). */
const PIECE: Record<ScriptInput["format"], string> = {
  video: "vídeo",
  carrossel: "carrossel",
  stories: "story",
  imagem: "post",
};

/** The scenes in order, with their text: what is said, what is shown. */
function scenesOf(input: ScriptInput, brand: BrandVoice | null, brandText: string): Scene[] {
  const audience = lower(clean(input.targetAudience)).replace(/[.!?]$/, "");
  const promise = promiseOf(input, brand);
  const values = valuesScene(brand);
  const closing = closingOf(input, brandText);
  return [
    {
      heading: "Gancho",
      spoken: `Este ${PIECE[input.format]} é para ${audience}.`,
      screen: screenOf(`Para ${audience}`),
    },
    {
      heading: "Cena 1",
      spoken: OPENERS[input.objective],
      screen: screenOf(OPENERS[input.objective], 5),
    },
    { heading: "Cena 2", spoken: promise, screen: screenOf(promise) },
    { heading: "Cena 3", ...values },
    { heading: "Chamada para ação", spoken: closing, screen: screenOf(closing, 5) },
  ];
}

/** "(0–3 s)": each scene as long as its line takes to say, 3 seconds at least. */
function timed(scenes: Scene[]): (Scene & { at: string })[] {
  let start = 0;
  return scenes.map((scene) => {
    const seconds = Math.max(3, Math.ceil(wordCount(scene.spoken) / WORDS_PER_SECOND));
    const at = `${start}–${start + seconds} s`;
    start += seconds;
    return { ...scene, at };
  });
}

/** How each format lays a scene out: a video speaks, a carousel and a story show text. */
function body(format: ScriptInput["format"], scenes: Scene[]): string {
  const [hook, ...rest] = scenes;
  const development = rest.slice(0, -1);
  const cta = rest.at(-1) as Scene;
  if (format === "video") {
    const [h, ...others] = timed(scenes);
    const middle = others.slice(0, -1);
    const end = others.at(-1);
    return [
      `## Gancho (${h?.at})\nFala: "${h?.spoken}"\nTexto na tela: "${h?.screen}"`,
      `## Desenvolvimento\n${middle.map((s) => `### ${s.heading} (${s.at})\nFala: "${s.spoken}"\nTexto na tela: "${s.screen}"`).join("\n\n")}`,
      `## Chamada para ação (${end?.at})\nFala: "${end?.spoken}"\nTexto na tela: "${end?.screen}"`,
    ].join("\n\n");
  }
  const unit = { carrossel: "Slide", stories: "Story", imagem: "Arte" }[format];
  const line = (s: Scene) => `Texto: "${s.spoken}"`;
  if (format === "imagem") {
    return `## Gancho (título da arte)\nTexto na arte: "${hook?.screen}"\n\n## Desenvolvimento\nTexto na arte: "${development[1]?.screen}"\nImagem: [descreva a foto que mostra o que a frase promete]\n\n## Chamada para ação\nTexto na arte: "${cta.screen}"`;
  }
  const timing = (i: number) => (format === "stories" ? ` (${i * 5}–${i * 5 + 5} s)` : "");
  return [
    `## Gancho (${unit} 1${timing(0)})\n${line(hook as Scene)}`,
    `## Desenvolvimento\n${development.map((s, i) => `### ${unit} ${i + 2}${timing(i + 1)}\n${line(s)}`).join("\n\n")}`,
    `## Chamada para ação (${unit} ${scenes.length}${timing(scenes.length - 1)})\n${line(cta)}`,
  ].join("\n\n");
}

export function composeScript(input: ScriptInput, brand: BrandVoice | null = null): string {
  const brandText = `${input.basePrompt}\n${brand?.brandDescription ?? ""}`;
  const format = labelOf(scriptFormats, input.format);
  const tone = labelOf(scriptTones, input.tone);
  const scenes = scenesOf(input, brand, brandText);
  const promise = scenes[2]?.spoken ?? "";
  const alcohol = legalRulesOf(brandText).alcohol;
  return `# Roteiro de ${format}: ${clean(input.finalGoal)}

Objetivo do conteúdo: ${labelOf(scriptObjectives, input.objective)}
Público-alvo: ${clean(input.targetAudience)}
Duração/tamanho: ${clean(input.duration)}
Tom: ${tone}

${body(input.format, scenes)}

## Legenda sugerida
${promise} ${scenes.at(-1)?.spoken ?? ""}${alcohol ? `\n\n${ALCOHOL_WARNING}` : ""}

## Dicas de produção
- Mantenha o tom ${lowerFirst(tone)} do início ao fim.
- Respeite a duração/tamanho: ${clean(input.duration)}.
- Use legendas na tela: muita gente assiste sem som.`;
}
