import { describe, expect, it } from "vitest";
import { runKeyedBatches } from "./keyed-batches.ts";

type Row = { key: string; value: number };
const rows: Row[] = [
  { key: "a", value: 1 },
  { key: "b", value: 2 },
  { key: "a", value: 3 },
  { key: "c", value: 4 },
  { key: "a", value: 5 },
];

/** Runs the rows by their key, each call answering its rows' values times ten, except `refused`. */
async function runRecorded(refused?: number) {
  const calls: number[][] = [];
  const answers = await runKeyedBatches(
    rows,
    (row) => [row.key],
    async (batch) => {
      calls.push(batch.map((row) => row.value));
      if (batch.some((row) => row.value === refused)) throw new Error(`linha ${refused} recusada`);
      return batch.map((row) => row.value * 10);
    },
  );
  return { calls, answers };
}

describe("runKeyedBatches", () => {
  it("runs one row of each key per call, in order, and answers each row in its place", async () => {
    const { calls, answers } = await runRecorded();
    expect(calls).toEqual([[1, 2, 4], [3], [5]]);
    expect(answers).toEqual([10, 20, 30, 40, 50]);
  });

  it("keeps a row for a later call while any of its keys is taken", async () => {
    const calls: string[][] = [];
    await runKeyedBatches(
      [
        ["a", "x"],
        ["b", "x"],
        ["c", "y"],
        ["a", "z"],
      ],
      (keys) => keys,
      async (batch) => {
        calls.push(batch.map((keys) => keys.join("")));
        return batch;
      },
    );
    expect(calls).toEqual([
      ["ax", "cy"],
      ["bx", "az"],
    ]);
  });

  it("runs a failed call of several rows again row by row, so only the row at fault fails", async () => {
    const { calls, answers } = await runRecorded(2);
    expect(calls).toEqual([[1, 2, 4], [1], [2], [4], [3], [5]]);
    expect(answers[0]).toBe(10);
    expect(answers[1]).toBeInstanceOf(Error);
    expect((answers[1] as Error).message).toBe("linha 2 recusada");
    expect(answers.slice(2)).toEqual([30, 40, 50]);
  });

  it("answers a lone row's failure with its own error, and a thrown value as an Error", async () => {
    const answers = await runKeyedBatches(
      [{ key: "a", value: 1 }],
      (row) => [row.key],
      async () => {
        throw "recusado";
      },
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]).toBeInstanceOf(Error);
    expect((answers[0] as Error).message).toBe("recusado");
  });
});
