import { afterEach, vi } from "vitest";

// A console.error in a unit test is a bug being swallowed: fail loudly.
const original = console.error;
afterEach(() => {
  console.error = original;
});
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
});
