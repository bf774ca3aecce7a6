export function percentile(values: readonly number[], p: number) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

export const round = (value: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const mb = (bytes: number) => round(bytes / 1024 / 1024);

/** Runs `fn` `times` times in a row and returns each duration in ms. */
export async function timeEach(times: number, fn: () => Promise<unknown>) {
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await fn();
    durations.push(performance.now() - start);
  }
  return durations;
}
