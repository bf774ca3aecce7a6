import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { coalesce } from "./coalesce.ts";

async function collect(source: AsyncIterable<string>) {
  const out: string[] = [];
  for await (const piece of source) out.push(piece);
  return out;
}

async function* burst(pieces: string[]) {
  for (const piece of pieces) yield piece;
}

async function* spaced(pieces: string[], ms: number) {
  for (const piece of pieces) {
    yield piece;
    await sleep(ms);
  }
}

describe("coalesce", () => {
  it("joins pieces that arrive together into one, in order", async () => {
    const pieces = Array.from({ length: 200 }, (_, i) => `${i} `);
    expect(await collect(coalesce(burst(pieces)))).toEqual([pieces.join("")]);
  });

  it("never holds back a piece waiting for the next one", async () => {
    expect(await collect(coalesce(spaced(["Olá", ", ", "mundo"], 20)))).toEqual([
      "Olá",
      ", ",
      "mundo",
    ]);
  });

  it("lets timers run between the batches of a long burst from many sources", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const sources = Array.from({ length: 50 }, () =>
      collect(
        coalesce(
          spaced(
            Array.from({ length: 20 }, () => "x"),
            1,
          ),
        ),
      ),
    );
    await Promise.all(sources);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it("with a minimum interval, sends the first piece at once and joins what each interval brings", async () => {
    const left: { piece: string; at: number }[] = [];
    const started = performance.now();
    const source = spaced(
      Array.from({ length: 20 }, (_, i) => `${i} `),
      5,
    );
    for await (const piece of coalesce(source, { minIntervalMs: 40 })) {
      left.push({ piece, at: performance.now() - started });
    }
    expect(left[0]?.piece).toBe("0 ");
    expect(left.map((l) => l.piece).join("")).toBe(
      Array.from({ length: 20 }, (_, i) => `${i} `).join(""),
    );
    expect(left.length).toBeLessThan(8);
    for (let i = 1; i < left.length - 1; i++) {
      expect(left[i]!.at - left[i - 1]!.at).toBeGreaterThanOrEqual(39);
    }
  });

  it("with a minimum interval, sends a burst's first piece before reading the rest of it", async () => {
    const pieces = Array.from({ length: 200 }, (_, i) => `${i} `);
    let read = 0;
    async function* counted() {
      for (const piece of pieces) {
        read++;
        yield piece;
      }
    }
    const left: { piece: string; readBefore: number }[] = [];
    for await (const piece of coalesce(counted(), { minIntervalMs: 50 })) {
      left.push({ piece, readBefore: read });
    }
    expect(left[0]).toEqual({ piece: "0 ", readBefore: 1 });
    expect(left.map((l) => l.piece)).toEqual(["0 ", pieces.slice(1).join("")]);
  });

  it("with a minimum interval, does not hold the last piece once the source ended", async () => {
    const started = performance.now();
    const out = await collect(coalesce(spaced(["a", "b"], 1), { minIntervalMs: 10_000 }));
    expect(out).toEqual(["a", "b"]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("passes on a failure after what arrived before it", async () => {
    async function* failing() {
      yield "parte 1";
      await sleep(5);
      throw new Error("provider down");
    }
    const seen: string[] = [];
    await expect(async () => {
      for await (const piece of coalesce(failing())) seen.push(piece);
    }).rejects.toThrow("provider down");
    expect(seen).toEqual(["parte 1"]);
  });

  it("yields nothing for an empty source", async () => {
    expect(await collect(coalesce(burst([])))).toEqual([]);
  });
});
