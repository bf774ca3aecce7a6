import { describe, expect, it } from "vitest";
import { TEST_SCRIPT } from "../../../tests/helpers/plans.ts";
import { scriptInputSchema } from "../../shared/generation/inputs.ts";
import { wordCount } from "../../shared/generation/post-rules.ts";
import { choicesModeOf } from "../ai/choices.ts";
import { composeCaptionOptions, composeOpeningOptions } from "./offline-variations.ts";
import { openingOf } from "./tools/script.ts";
import { composeScript } from "./tools/script-composer.ts";

const SCRIPT = scriptInputSchema.parse(TEST_SCRIPT);
const BRAND = {
  id: "brand",
  brandName: "Padaria Grão de Ouro",
  brandDescription: "Padaria de bairro com pães de fermentação natural.",
  brandLocation: "Santa Tereza, Belo Horizonte (MG)",
  brandProblemSolution: "Pão quente às 6h da manhã.",
  brandValues: "Tradição, vizinhança",
  wordsToUse: [],
  wordsToAvoid: [],
};
const content = composeScript(SCRIPT, BRAND);
const opening = openingOf(content) ?? { text: "" };
const whole = { content, basePrompt: SCRIPT.basePrompt, brand: BRAND };

describe("the offline composer's three options", () => {
  it("a caption gets three options, different from it and from each other", () => {
    for (const caption of [
      "O segredo do nosso pão está no tempo.\n\nFermentação de 48 horas.\n\nEncomende pelo WhatsApp.",
      "O segredo do nosso pão está no tempo.\n\nEncomende pelo WhatsApp.",
      "Uma frase só.",
    ]) {
      const options = composeCaptionOptions(caption);
      expect(options, caption).toHaveLength(3);
      expect(new Set([caption, ...options]).size, caption).toBe(4);
    }
  });

  it("a script's opening gets three options of copy for the brand, never the one it had", () => {
    const options = composeOpeningOptions(opening.text, whole);
    expect(options).toHaveLength(3);
    expect(new Set([opening.text, ...options]).size).toBe(4);
    for (const option of options) {
      // Said and shown, within the hook's seconds at 2.5 words a second: "(0–3 s)".
      const [spoken, screen] = option.split("\n");
      expect(spoken, option).toMatch(/^Fala: ".+[.?!]"$/);
      expect(screen, option).toMatch(/^Texto na tela: ".+"$/);
      expect(wordCount(spoken ?? "") - 1, option).toBeLessThanOrEqual(7);
      expect(option, option).not.toMatch(/\b(abra|comece|mostre|prometa)\b/i);
      expect(option, option).not.toMatch(/encomendas pelo whatsapp/i);
    }
    // "Direto ao ponto: …" leaves no room in "(0–3 s)": the brand's promise is said alone.
    expect(options[1]).toBe(
      'Fala: "Pão quente às 6h da manhã."\nTexto na tela: "Pão quente às 6h da manhã"',
    );
  });

  it("a carousel's and an art's openings keep their layout", () => {
    for (const format of ["carrossel", "imagem"] as const) {
      const content = composeScript({ ...SCRIPT, format }, BRAND);
      const part = openingOf(content)?.text ?? "";
      const line = format === "imagem" ? /^Texto na arte: ".+"$/ : /^Texto: ".+"$/;
      for (const option of composeOpeningOptions(part, { ...whole, content })) {
        expect(option, option).toMatch(line);
      }
    }
  });
});

describe("a script's opening", () => {
  it("is the text under its first section's heading, up to the next heading", () => {
    const script = "# Roteiro\n\n## Gancho\nPergunte algo.\n\n## Desenvolvimento\nCena 1.";
    const opening = openingOf(script);
    expect(opening?.text).toBe("Pergunte algo.");
    expect(script.slice(0, opening!.start)).toBe("# Roteiro\n\n## Gancho\n");
    expect(script.slice(opening!.end)).toBe("\n\n## Desenvolvimento\nCena 1.");
  });

  it("a script without sections has none", () => {
    expect(openingOf("Texto corrido, sem títulos.")).toBeNull();
    expect(openingOf("## Gancho\n")).toBeNull();
  });
});

describe("how three options are asked for", () => {
  it("OpenAI's API takes n; another server gets one call an option, unless AI_CHOICES says", () => {
    const openai = "https://api.openai.com/v1";
    expect(choicesModeOf({ AI_CHOICES: "auto", OPENAI_BASE_URL: openai })).toBe("n");
    expect(
      choicesModeOf({ AI_CHOICES: "auto", OPENAI_BASE_URL: "http://localhost:11434/v1" }),
    ).toBe("calls");
    expect(choicesModeOf({ AI_CHOICES: "calls", OPENAI_BASE_URL: openai })).toBe("calls");
    expect(choicesModeOf({ AI_CHOICES: "n", OPENAI_BASE_URL: "http://vllm:8000/v1" })).toBe("n");
  });
});
