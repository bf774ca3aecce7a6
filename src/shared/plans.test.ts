import { describe, expect, it } from "vitest";
import {
  PLAN_SCRIPT_AUDIENCE,
  postDateTooFar,
  postPath,
  reachOf,
  scriptFormatOfPost,
  scriptInputOf,
  scriptPrefillOf,
  scriptPrefillSchema,
  TYPICAL_DURATION,
  windowCovering,
} from "./plans.ts";

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

  it("links a post to its plan's page with the post open", () => {
    expect(postPath("plan-1", "post-1")).toBe("/planos/plan-1?post=post-1");
  });
});

describe("a plan's window", () => {
  const window = { startDate: "2026-11-25", endDate: "2027-02-23" };

  it("stays the strategy's window while every post is inside it", () => {
    expect(windowCovering(window, ["2026-11-25", "2026-12-01", "2027-02-23"])).toEqual(window);
  });

  it("widens to hold posts moved before its start or after its end", () => {
    expect(windowCovering(window, ["2026-11-20", "2026-12-01", "2027-03-01"])).toEqual({
      startDate: "2026-11-20",
      endDate: "2027-03-01",
    });
  });

  it("lets a post go up to a year and a day outside it, and says where to in Portuguese", () => {
    expect(reachOf(window)).toEqual({ startDate: "2025-11-24", endDate: "2028-02-24" });
    expect(postDateTooFar(window)).toBe(
      "A data deve ficar entre 24/11/2025 e 24/02/2028, até um ano antes ou depois do plano.",
    );
  });
});
