import { describe, expect, it } from "vitest";
import { choicesModeOf } from "../ai/choices.ts";
import { composeCaptionOptions, composeOpeningOptions } from "./offline-variations.ts";
import { openingOf } from "./tools/script.ts";

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

  it("a script's opening gets three options, never the one it had", () => {
    const current =
      'Abra com uma pergunta direta, olhando para a câmera: "Você também passa por isso?"';
    const options = composeOpeningOptions(current);
    expect(options).toHaveLength(3);
    expect(new Set([current, ...options]).size).toBe(4);
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
