import { describe, expect, it } from "vitest";
import { planCalendar } from "../../shared/generation/calendar-layout.ts";
import type { StrategyInput } from "../../shared/generation/inputs.ts";
import { scriptFormatOfPost } from "../../shared/post-tools.ts";
import { composeBrandPrompt } from "./tools/prompt.ts";
import { composeScript } from "./tools/script-composer.ts";
import { composeSlots } from "./tools/strategy/calendar-composer.ts";
import { composeStrategy } from "./tools/strategy/strategy.ts";

const basePrompt = composeBrandPrompt({
  brandName: "Café da Serra",
  brandDescription: "Cafeteria artesanal com grãos da Mantiqueira",
  brandLocation: "Belo Horizonte e região",
  brandProblemSolution: "Café de qualidade sem precisar sair do bairro",
  brandValues: "qualidade, acolhimento, origem",
});

/** Markdown marks left inside a line, where no renderer or stripMarkdown removes them. */
const strayMarks = (text: string) =>
  text.split("\n").filter((line) => /[^#\s]\s*#{1,6}\s/.test(line) || /\*\*/.test(line));

/** A strategy's input on the Café da Serra's Prompt Mãe, with the changes a test makes. */
const strategyInput = (changes: Partial<StrategyInput>): StrategyInput => ({
  basePrompt,
  objective: "aumentar_vendas",
  productsServices: "Cafés especiais",
  frequency: "1x_semana",
  channels: ["instagram"],
  commercialExtras: true,
  inspirations: "",
  successfulContent: "",
  avoidContent: "",
  tone: "profissional",
  ...changes,
});

describe("the offline composer's texts built on a Prompt Mãe", () => {
  it("a strategy quotes the Prompt Mãe's first sentence without its headings", () => {
    const input = strategyInput({});
    const text = composeStrategy(input, planCalendar(input, "2026-03-03"));
    expect(strayMarks(text)).toEqual([]);
    expect(text).toContain("\nCafé da Serra: Cafeteria artesanal com grãos da Mantiqueira.\n");
  });

  it("a strategy's tone agrees with 'de forma' (descontraída, empática)", () => {
    const base = strategyInput({ objective: "atrair_clientes", tone: "descontraido" });
    const plan = planCalendar(base, "2026-03-03");
    expect(composeStrategy(base, plan)).toContain("de forma descontraída, como");
    expect(composeStrategy({ ...base, tone: "empatico" }, plan)).toContain("de forma empática,");
    expect(composeStrategy({ ...base, tone: "inspirador" }, plan)).toContain(
      "de forma inspiradora,",
    );
  });

  it("WhatsApp Status and Canal get their own tips, days and formats the script tool knows", () => {
    const input = strategyInput({
      objective: "atrair_clientes",
      frequency: "2-3x_semana",
      weekdays: [2, 4],
      channels: ["whatsapp_status", "whatsapp_canal"],
    });
    const plan = planCalendar(input, "2026-03-03");
    const text = composeStrategy(input, plan);
    expect(text).toContain("- WhatsApp Status: fotos e vídeos curtos do dia a dia");
    expect(text).toContain("- WhatsApp Canal: avisos de novidades");
    expect(text).toContain("Dias de publicação: terça-feira e quinta-feira.");
    const formats = new Set(composeSlots(input, plan.slots).map((s) => s.format));
    expect([...formats].map(scriptFormatOfPost).sort()).toEqual([
      "imagem",
      "imagem",
      "video",
      "video",
    ]);
  });

  it("a strategy started on Black Friday writes its extra post like the others", () => {
    const input = strategyInput({ channels: ["instagram", "tiktok"] });
    const [extra, next] = composeSlots(input, planCalendar(input, "2027-11-26").slots);
    expect(extra).toMatchObject({
      date: "2027-11-26",
      channel: "instagram",
      commercialDate: "Black Friday",
      theme: "Black Friday: os cafés especiais com [CONDIÇÃO DA OFERTA]",
      format: "Reels",
    });
    expect(extra?.hook).not.toBe("");
    expect(extra?.callToAction).not.toBe("");
    expect(next).toMatchObject({ date: "2027-11-29", commercialDate: "Cyber Monday" });
  });

  it("a warm-up post is seeded 'Esquenta para …' and keeps no seed once written", () => {
    const input = strategyInput({ frequency: "2-3x_semana" });
    const plan = planCalendar(input, "2027-10-01");
    const slots = composeSlots(input, plan.slots);
    const warm = plan.slots.findIndex((s) => s.warmUp === "Black Friday");
    expect(slots[warm]?.theme).toBe("Esquenta para a Black Friday: Cafés especiais");
    expect(slots.some((s) => "warmUp" in s)).toBe(false);
  });

  it("never writes a testimonial: the clients' pillars leave [DEPOIMENTO REAL] to the marketer", () => {
    const input = strategyInput({
      objective: "atrair_clientes",
      frequency: "4-5x_semana",
      commercialExtras: false,
    });
    const slots = composeSlots(input, planCalendar(input, "2027-02-01").slots);
    // Every fourth post is the Depoimentos pillar's: a real client's words, or asked for.
    const testimonials = slots.filter(
      (s, i) => i % 4 === 2 && !s.commercialDate && !/Esquenta/.test(s.theme),
    );
    expect(testimonials.length).toBeGreaterThan(0);
    for (const slot of testimonials) {
      expect(`${slot.theme} ${slot.hook}`).toMatch(/\[DEPOIMENTO REAL\]|Conta pra gente|caixinha/);
    }
    for (const slot of slots.filter((s) => /depoimento|história de cliente/i.test(s.theme))) {
      expect(slot.theme).toContain("[DEPOIMENTO REAL]");
      expect(slot.hook).toContain("[DEPOIMENTO REAL]");
    }
    expect(slots.map((s) => s.hook).join("\n")).not.toMatch(/nossos clientes/i);
  });

  it("a script's caption says what the Prompt Mãe promises and never shows the marketer's own goal", () => {
    const text = composeScript({
      basePrompt,
      format: "video",
      objective: "promover",
      targetAudience: "Amantes de café",
      duration: "30 segundos",
      tone: "inspirador",
      finalGoal: "Visitar a loja",
    });
    expect(strayMarks(text)).toEqual([]);
    const caption = text.slice(text.indexOf("## Legenda sugerida"), text.indexOf("## Dicas"));
    expect(caption).toContain(
      "Café de qualidade sem precisar sair do bairro. Chama a gente por mensagem: o link está no perfil.",
    );
    expect(caption).not.toMatch(/visitar a loja/i);
  });

  it("a pasted Prompt Mãe without headings still gives a sentence of its own", () => {
    const text = composeScript({
      basePrompt: "Somos o Ateliê Lua, costura sob medida. Atendemos Recife.",
      format: "imagem",
      objective: "promover",
      targetAudience: "Noivas",
      duration: "1 arte",
      tone: "inspirador",
      finalGoal: "Agendar uma prova",
    });
    expect(strayMarks(text)).toEqual([]);
    expect(text).toContain("## Legenda sugerida\nAtendemos Recife. Chama a gente por mensagem");
  });
});
