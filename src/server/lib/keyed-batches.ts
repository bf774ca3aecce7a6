/**
 * Runs `rows` through `execute` in as few calls as their keys allow: no two rows that share a
 * key in one call (a row waits for the next call while any of its keys is taken), in their
 * order. `execute` answers each row of its call, in order. A call of several rows that
 * fails is made again row by row, so that only a row at fault fails, with its own error; each
 * row's answer or error comes back in its place.
 */
export async function runKeyedBatches<Row, Answer>(
  rows: readonly Row[],
  keysOf: (row: Row) => string[],
  execute: (rows: Row[]) => Promise<Answer[]>,
): Promise<(Answer | Error)[]> {
  const answers: (Answer | Error)[] = [];
  const run = async (indexes: number[]) => {
    const answered = await execute(indexes.map((index) => rows[index]!));
    indexes.forEach((index, at) => {
      answers[index] = answered[at]!;
    });
  };
  const failed = (index: number) => (error: unknown) => {
    answers[index] = error instanceof Error ? error : new Error(String(error));
  };
  let waiting = rows.map((_, index) => index);
  while (waiting.length > 0) {
    const keys = new Set<string>();
    const now: number[] = [];
    const later: number[] = [];
    for (const index of waiting) {
      const rowKeys = keysOf(rows[index]!);
      if (rowKeys.some((key) => keys.has(key))) later.push(index);
      else {
        now.push(index);
        for (const key of rowKeys) keys.add(key);
      }
    }
    if (now.length === 1) await run(now).catch(failed(now[0]!));
    else {
      await run(now).catch(async () => {
        for (const index of now) await run([index]).catch(failed(index));
      });
    }
    waiting = later;
  }
  return answers;
}
