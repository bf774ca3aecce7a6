import { describe, expect, it } from "vitest";
import { createUser, makeAdmin, setFlags } from "../../../tests/helpers/factories.ts";
import { brand, generate, script, strategy } from "../../../tests/helpers/generation-runs.ts";
import { setupGenerationServer, subscriber } from "../../../tests/helpers/generation-server.ts";
import { readEvents } from "../../../tests/helpers/sse-events.ts";
import { MAX_FIELD_MESSAGE } from "../../shared/limits.ts";

const app = setupGenerationServer({ ai: true, env: { AI_TIMEOUT_MS: "1500" } });

describe("who may generate", () => {
  it("a user without a subscription gets 402 before any stream", async () => {
    const user = await createUser(app.server);
    const { status, body } = await user.client.json("/api/generate/prompt", { json: brand });
    expect(status).toBe(402);
    expect(body).toMatchObject({ code: "SUBSCRIPTION_REQUIRED" });
    expect(app.fake.requests).toHaveLength(0);
  });

  it("an admin generates without a subscription", async () => {
    const admin = await createUser(app.server);
    await makeAdmin(app.server.db, admin.id);
    const events = await generate(admin, "prompt", brand);
    expect(events.at(-1)?.type).toBe("done");
  });

  it("a locked subscriber is refused with the reason", async () => {
    const user = await subscriber(app.server);
    await setFlags(app.server.db, user.id, {
      isLocked: true,
      lockedReason: "pagamento em análise",
    });
    const { status, body } = await user.client.json("/api/generate/script", { json: script });
    expect(status).toBe(423);
    expect(body.message).toContain("pagamento em análise");
  });

  it("a visitor must sign in", async () => {
    const { status } = await app.server.client().json("/api/generate/prompt", { json: brand });
    expect(status).toBe(401);
  });

  it("the 21st generation within a minute is refused in Portuguese before any AI call", async () => {
    const user = await subscriber(app.server);
    // What its admission never reached is not counted (a broken input is refused before it).
    expect((await user.client.json("/api/generate/prompt", { json: {} })).status).toBe(400);
    for (let i = 0; i < 20; i++) {
      const response = await user.client.request("/api/generate/prompt", { json: brand });
      expect((await readEvents(response)).at(-1)).toMatchObject({ type: "done" });
    }
    const { status, body, response } = await user.client.json("/api/generate/prompt", {
      json: brand,
    });
    expect(status).toBe(429);
    expect(body.message).toMatch(/^Muitas solicitações\. Aguarde \d+ segundos/);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(app.fake.requests).toHaveLength(20);
  });

  it("invalid input answers 400 with the form messages, field by field", async () => {
    const user = await subscriber(app.server);
    const brandErrors = await user.client.json("/api/generate/prompt", {
      json: { ...brand, brandName: "   ", brandValues: "" },
    });
    expect(brandErrors.status).toBe(400);
    expect(brandErrors.body.fields).toEqual({
      brandName: "Nome da marca é obrigatório",
      brandValues: "Valores da marca são obrigatórios",
    });
    const strategyErrors = await user.client.json("/api/generate/strategy", {
      json: { ...strategy, basePrompt: "", productsServices: " ", channels: [] },
    });
    expect(strategyErrors.body.fields).toEqual({
      basePrompt: "Prompt base é obrigatório",
      productsServices: "Produtos/serviços são obrigatórios",
      channels: "Selecione pelo menos um canal",
    });
    const scriptErrors = await user.client.json("/api/generate/script", {
      json: { basePrompt: "x" },
    });
    expect(scriptErrors.body.fields).toEqual({
      targetAudience: "Público-alvo é obrigatório",
      duration: "Duração/tamanho do conteúdo é obrigatório",
      finalGoal: "Objetivo final é obrigatório",
    });
    expect(app.fake.requests).toHaveLength(0);
  });

  it("a field over 5,000 characters is refused", async () => {
    const user = await subscriber(app.server);
    const { status, body } = await user.client.json("/api/generate/script", {
      json: { ...script, targetAudience: "a".repeat(5001) },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ targetAudience: MAX_FIELD_MESSAGE });
  });
});
