import { afterAll, describe, expect, it } from "vitest";
import type { RenderJob } from "./job.ts";
import { createArtRenderer } from "./renderer.ts";

const job = (title: string): RenderJob => ({
  slide: {
    layout: "tip",
    title,
    body: "Texto do slide com acentuação: ação, mãe, você.",
    items: [],
  },
  index: 1,
  total: 3,
  look: {
    brandName: "Marca",
    color: "#0f766e",
    secondColor: "#fde047",
    fontPair: "amigavel",
    logo: null,
  },
  format: "square",
});

const renderer = createArtRenderer({ workers: 1, cacheBytes: 120_000 });
afterAll(() => renderer.close());

describe("the art renderer", { timeout: 30_000 }, () => {
  it("draws PNG bytes, the same for the same slide", async () => {
    const first = await renderer.render(job("Dica de ouro"));
    expect(Buffer.from(first.subarray(1, 4)).toString()).toBe("PNG");
    const [again, twin] = await Promise.all([
      renderer.render(job("Dica de ouro")),
      renderer.render(job("Dica de ouro")),
    ]);
    expect(again).toBe(first);
    expect(twin).toBe(first);
  });

  it("keeps its cache within its bytes, dropping the oldest slides", async () => {
    for (const title of ["Primeira dica", "Segunda dica", "Terceira dica", "Quarta dica"]) {
      await renderer.render(job(title));
      expect(renderer.cachedBytes).toBeLessThanOrEqual(120_000);
    }
    expect(renderer.cachedBytes).toBeGreaterThan(0);
  });

  it("refuses work once closed", async () => {
    const closing = createArtRenderer({ workers: 1 });
    await closing.close();
    await expect(closing.render(job("Tarde demais"))).rejects.toThrow("closed");
  });
});
