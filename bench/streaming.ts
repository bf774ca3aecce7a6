import type { Area } from "./lib/results.ts";

export const streamingArea: Area = {
  name: "streaming",
  describe: "pending",
  async run() {
    return [];
  },
};
