import { describe, expect, it } from "vitest";
import {
  PLAN_SCRIPT_AUDIENCE,
  scriptFormatOfPost,
  scriptInputOf,
  scriptPrefillOf,
  TYPICAL_DURATION,
} from "./post-tools.ts";
import { scriptPrefillSchema } from "./script-prefill.ts";

const plan = { id: "plan-1", brandId: "0b7c1c4e-6c1f-4a55-9f0e-2d7f1f3a9b10" };
const post = {
  id: "post-1",
  format: "Carrossel",
  theme: "5 erros ao escolher um tênis",
  hook: "Você está correndo com o tênis errado?",
  callToAction: "Salve este post",
};

describe("the script tool's fields for a post", () => {
  it("maps each format the strategy writes to the script tool's format", () => {
    expect(scriptFormatOfPost("Reels")).toBe("video");
    expect(scriptFormatOfPost("Vídeo curto")).toBe("video");
    expect(scriptFormatOfPost("Carrossel")).toBe("carrossel");
    expect(scriptFormatOfPost("Stories")).toBe("stories");
    expect(scriptFormatOfPost("Post")).toBe("imagem");
  });

  it("carries the plan, the post and the plan's brand so the script is linked and branded", () => {
    const prefill = scriptPrefillOf(plan, post);
    expect(prefill).toMatchObject({ planId: "plan-1", postId: "post-1", brandId: plan.brandId });
  });

  it("takes the post's format and the duration typical of it", () => {
    const prefill = scriptPrefillOf(plan, post);
    expect(prefill.format).toBe("carrossel");
    expect(prefill.duration).toBe(TYPICAL_DURATION.carrossel);
    expect(scriptPrefillOf(plan, { ...post, format: "Reels" }).duration).toBe(
      TYPICAL_DURATION.video,
    );
  });

  it("writes the theme, then the hook and call to action, into the final goal", () => {
    expect(scriptPrefillOf(plan, post).finalGoal).toBe(
      "5 erros ao escolher um tênis\n" +
        "Gancho: Você está correndo com o tênis errado?\n" +
        "Chamada para ação: Salve este post",
    );
  });

  it("leaves out a hook or call to action the post does not have", () => {
    const finalGoal = scriptPrefillOf(plan, { ...post, hook: " ", callToAction: "" }).finalGoal;
    expect(finalGoal).toBe("5 erros ao escolher um tênis");
  });

  it("points the audience at the brand's Prompt Mãe", () => {
    expect(scriptPrefillOf(plan, post).targetAudience).toBe(PLAN_SCRIPT_AUDIENCE);
  });

  it("is what the script tool accepts, with or without a brand", () => {
    expect(scriptPrefillSchema.safeParse(scriptPrefillOf(plan, post)).success).toBe(true);
    const noBrand = scriptPrefillOf({ ...plan, brandId: null }, post);
    expect(scriptPrefillSchema.parse(noBrand).brandId).toBeNull();
    expect(scriptPrefillSchema.safeParse({ ...noBrand, format: "podcast" }).success).toBe(false);
  });

  it("becomes the script tool's input on a base prompt, linked to the post", () => {
    const input = scriptInputOf(scriptPrefillOf(plan, post), "Prompt Mãe da marca");
    expect(input).toMatchObject({
      brandId: plan.brandId,
      basePrompt: "Prompt Mãe da marca",
      format: "carrossel",
      duration: TYPICAL_DURATION.carrossel,
      targetAudience: PLAN_SCRIPT_AUDIENCE,
      postId: "post-1",
    });
    expect(input.finalGoal).toContain("5 erros ao escolher um tênis");
    expect(scriptInputOf(scriptPrefillOf({ ...plan, brandId: null }, post), "x").brandId).toBe(
      undefined,
    );
  });

  it("takes the tone and objective of the plan's strategy, when it kept them", () => {
    const prefill = scriptPrefillOf(plan, post);
    expect(
      scriptInputOf(prefill, "x", { tone: "descontraido", objective: "gerar_autoridade" }),
    ).toMatchObject({ tone: "descontraido", objective: "informar" });
    expect(
      scriptInputOf(prefill, "x", { tone: "confiante", objective: "aumentar_vendas" }),
    ).toMatchObject({ tone: "persuasivo", objective: "promover" });
    expect(scriptInputOf(prefill, "x")).toMatchObject({
      tone: "inspirador",
      objective: "promover",
    });
  });
});
