/**
 * List prices in US dollars per million tokens (input, output) of models an operator is
 * likely to configure, as published in November 2026; the admin panel's cost is an estimate
 * at the configured model's price, and unknown for any other model.
 */
const PRICES_PER_MILLION: Record<string, { input: number; output: number }> = {
  "gpt-3.5-turbo": { input: 0.5, output: 1.5 },
  "gpt-4o-mini": { input: 0.15, output: 0.6 },
  "gpt-4o": { input: 2.5, output: 10 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4 },
};

/** The cost in US dollars of these tokens at `model`'s price, unrounded; null if unknown. */
export function costUsd(model: string, promptTokens: number, completionTokens: number) {
  const price = PRICES_PER_MILLION[model];
  if (!price) return null;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}

/** The estimated cost in US dollars of these tokens at `model`'s price, to the cent. */
export function estimatedCostUsd(model: string, promptTokens: number, completionTokens: number) {
  const cost = costUsd(model, promptTokens, completionTokens);
  return cost === null ? null : Math.round(cost * 100) / 100;
}
