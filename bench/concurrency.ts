import type { Area } from "./lib/results.ts";

export const concurrencyArea: Area = {
  name: "concurrency",
  describe: "pending",
  async run() {
    return [];
  },
};
