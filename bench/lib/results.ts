/** One measured figure; `budget` makes it a check, without one it is reported only. */
export type Measure = {
  area: string;
  metric: string;
  value: number;
  unit: string;
  budget?: { op: "<=" | ">="; limit: number };
  note?: string;
};

export type Area = {
  name: string;
  describe: string;
  run: (ctx: BenchContext) => Promise<Measure[]>;
};

export type BenchContext = {
  /** Shorter runs for development: `--quick`. */
  quick: boolean;
  log: (message: string) => void;
};

export const passes = (m: Measure) =>
  !m.budget || (m.budget.op === "<=" ? m.value <= m.budget.limit : m.value >= m.budget.limit);

/** A figure that could not be measured fails its area loudly instead of vanishing. */
export function failure(area: string, metric: string, error: unknown): Measure {
  const message = error instanceof Error ? error.message : String(error);
  return {
    area,
    metric,
    value: Number.NaN,
    unit: "",
    budget: { op: ">=", limit: 0 },
    note: `error: ${message.split("\n")[0]}`,
  };
}
