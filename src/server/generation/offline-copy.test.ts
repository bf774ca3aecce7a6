import { describe, expect, it } from "vitest";
import { planCalendar } from "../../shared/generation/calendar-layout.ts";
import { captionFieldsOf } from "../../shared/generation/captions.ts";
import type { CaptionInput, StrategyInput } from "../../shared/generation/inputs.ts";
import type { BrandVoice } from "../brands/service.ts";
import { composeCaption } from "./tools/caption/composer.ts";
import { composeScript } from "./tools/script-composer.ts";
import { composeSlots } from "./tools/strategy/calendar-composer.ts";

/** A 65-post plan (4 to 5 posts a week for 13 weeks), with the changes a test makes. */
const strategy = (changes: Partial<StrategyInput>): StrategyInput => ({
  basePrompt: "O Ateliê Maré é uma loja de roupas femininas em Florianópolis.",
  objective: "aumentar_vendas",
  productsServices: "Vestidos de linho, calças de alfaiataria, camisas de algodão",
  frequency: "4-5x_semana",
  channels: ["instagram", "tiktok", "whatsapp_status"],
  commercialExtras: true,
  inspirations: "",
  successfulContent: "",
  avoidContent: "",
  tone: "elegante",
  ...changes,
});
const slotsOf = (input: StrategyInput) =>
  composeSlots(input, planCalendar(input, "2027-10-01").slots);

const brand = (changes: Partial<BrandVoice>): BrandVoice => ({
  id: "b",
  brandName: "Padaria Grão de Ouro",
  brandDescription: "Padaria de bairro com pães de fermentação natural.",
  brandLocation: "Santa Tereza, Belo Horizonte (MG)",
  brandProblemSolution: "Pão fresco de verdade, pronto às 6h da manhã.",
  brandValues: "Tradição, vizinhança, ingredientes simples",
  wordsToUse: ["fornada", "fermentação natural"],
  wordsToAvoid: [],
  ...changes,
});

/** A bakery's Instagram post as "Criar legenda" sends it, with the changes a test makes. */
const caption = (changes: Partial<CaptionInput>): CaptionInput => ({
  basePrompt: "A Padaria Grão de Ouro é a padaria do bairro.",
  channel: "instagram",
  format: "Reels",
  theme: "Bastidores: como cuidamos do pão de queijo",
  hook: "Por trás do pão de queijo tem muito cuidado. Vem ver.",
  callToAction: "Peça o seu pelo link",
  script: "",
  hashtags: [],
  ...changes,
});

describe("the offline composer's copy (issue 41)", () => {
  it("writes 65 posts without repeating a theme or a hook", () => {
    const slots = slotsOf(strategy({}));
    expect(slots).toHaveLength(65);
    expect(new Set(slots.map((s) => s.theme)).size).toBe(65);
    expect(new Set(slots.map((s) => s.hook)).size).toBe(65);
  });

  it("asks for the product in agreement with it, with Instagram's link in the bio", () => {
    const calls = slotsOf(strategy({})).map((s) => s.callToAction);
    expect(calls).toContain("Chame no direct e reserve as suas calças de alfaiataria");
    expect(calls).toContain("Garanta os seus vestidos de linho pelo link na bio");
    expect(calls.filter((c) => /pelo link(?! na bio| desta)/.test(c))).toEqual([]);
    expect(calls.join("\n")).not.toMatch(/o seu calça|garanta o seu$/i);
  });

  it("offers a dermatology clinic nothing for sale, and never names its prescription drug", () => {
    const clinic = strategy({
      basePrompt: "A Derma Viva é uma clínica de dermatologia com médicas dermatologistas.",
      productsServices: "Consulta dermatológica, tratamento de acne, toxina botulínica",
      channels: ["instagram", "tiktok"],
    });
    const copy = slotsOf(clinic)
      .map((s) => `${s.theme} ${s.hook} ${s.callToAction} ${s.commercialDate ?? ""}`)
      .join("\n");
    expect(copy).not.toMatch(/toxina|oferta|promo|desconto|garanta|black friday|cyber monday/i);
    expect(copy).toContain("Agende a sua consulta pelo link na bio");
  });

  it("writes a caption with whole hashtags, the link in the bio and alt text to be described", () => {
    const text = composeCaption(caption({}), brand({}));
    const fields = captionFieldsOf(text);
    expect(fields.caption).not.toMatch(/Hoje o assunto|Padaria de bairro com/);
    expect(fields.caption).toContain("Peça o seu pelo link na bio");
    expect(fields.hashtags).toEqual([
      "#SantaTereza",
      "#BeloHorizonte",
      "#Fornada",
      "#FermentaçãoNatural",
      "#PadariaGrãoDeOuro",
    ]);
    expect(fields.altText).toBe("[descreva a foto: quem aparece, o que faz e onde]");
  });

  it("ends a brewery's caption with the alcohol warning", () => {
    const text = composeCaption(
      caption({
        basePrompt: "A Cervejaria Serra Alta é uma cervejaria artesanal em Blumenau.",
        channel: "whatsapp_status",
        format: "Status em vídeo",
        callToAction: "Responda este status com a sua dúvida",
      }),
      null,
    );
    expect(captionFieldsOf(text).caption).toMatch(/Beba com moderação\.[^\n]*18 anos\.$/);
  });

  it("writes a video script as timed scenes with spoken lines and on-screen text, the goal left out", () => {
    const script = composeScript(
      {
        basePrompt: "A Padaria Grão de Ouro é a padaria do bairro.",
        format: "video",
        objective: "promover",
        targetAudience: "Famílias do bairro",
        duration: "30 segundos",
        tone: "descontraido",
        finalGoal: "Levar clientes para a fornada das 6h",
      },
      brand({}),
    );
    expect(script).toMatch(/^## Gancho \(0–3 s\)\nFala: "Este vídeo é para famílias do bairro\."/m);
    expect(script).toMatch(
      /^### Cena 2 \(\d+–\d+ s\)\nFala: "Pão fresco de verdade, pronto às 6h da manhã\."/m,
    );
    expect(script).toContain('Texto na tela: "Tradição, vizinhança e ingredientes simples"');
    const publicPart = script.slice(script.indexOf("## Gancho"));
    expect(publicPart).not.toMatch(/levar clientes para a fornada/i);
  });

  it("marks a Belém clinic's regional and professional dates with care, no offer", () => {
    const slots = slotsOf(
      strategy({
        basePrompt: "Clínica odontológica em Belém, no Pará, com dentistas que atendem sem pressa.",
        productsServices: "Limpeza, clareamento",
      }),
    );
    const byMark = (mark: string) => slots.find((s) => s.commercialDate === mark);
    expect(byMark("Círio de Nazaré")).toMatchObject({
      date: "2027-10-08",
      theme: "Círio de Nazaré: uma homenagem a quem vive a festa",
    });
    expect(byMark("Dia do Dentista")?.theme).toBe("Dia do Dentista: uma homenagem à profissão");
    expect(byMark("Black Friday")).toBeUndefined();
  });

  it("tags the brand's city, written with its state or not, as a whole hashtag", () => {
    const tagsOf = (brandLocation: string) =>
      captionFieldsOf(composeCaption(caption({}), brand({ brandLocation }))).hashtags;
    expect(tagsOf("Belém - PA")).toContain("#Belém");
    expect(tagsOf("Recife/PE, Olinda")).toEqual(expect.arrayContaining(["#Recife", "#Olinda"]));
    for (const location of ["Belém - PA", "Recife/PE, Olinda", "Salvador, BA"]) {
      expect(tagsOf(location).join(" ")).not.toMatch(/#\p{L}*(PA|PE|BA)\b|#(PA|PE|BA)\b/u);
    }
  });
});
