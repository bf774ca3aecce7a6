import { afterAll, beforeEach, describe, it } from "vitest";
import { startFakeOpenAI, strategyResponder } from "../tests/fakes/fake-openai.ts";
import { createUser, subscribe } from "../tests/helpers/factories.ts";
import { setupApp } from "./helpers/app.ts";

// A generation is a job on the server (decision 056): the page that started it can close.
const fake = await startFakeOpenAI(strategyResponder);
const app = setupApp(
  { OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: fake.baseUrl },
  { engine: "pglite" },
);
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe("a generation whose page was closed", () => {
  it("shows in the history as running, with its text so far, then as a saved item", async () => {
    const user = await createUser(app.server);
    await subscribe(app.server.db, user.id);
    let release = () => {};
    fake.setResponder(strategyResponder);
    fake.enqueue({
      chunks: ["# Estratégia do Café da Serra\n\n", "Posicionamento claro e acolhedor."],
      holdAfterFirstChunk: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    const first = await app.signedInPage(user);
    await first.page.goto("/strategy-creator");
    await first.page.getByLabel("Prompt Mãe").fill("Somos o Café da Serra, cafeteria artesanal.");
    await first.page.getByLabel("Produtos/serviços").fill("Cafés especiais e cursos de barista");
    await first.page.getByLabel("Instagram").check();
    await first.page.getByRole("button", { name: "Gerar Estratégia" }).click();
    await first.page.getByText("Estratégia do Café da Serra").first().waitFor();
    await first.page.close();

    const { page } = await app.signedInPage(user);
    await page.goto("/history");
    const running = page.getByRole("listitem").filter({ hasText: "Em andamento" });
    await running.getByText("Estratégia do Café da Serra").waitFor();
    release();

    // Its job ends: the running entry leaves, the strategy is in the list.
    await running.waitFor({ state: "detached" });
    await page
      .getByRole("region", { name: "Conteúdos do histórico" })
      .getByRole("row")
      .filter({ hasText: "Estratégia" })
      .first()
      .waitFor();
  });
});
