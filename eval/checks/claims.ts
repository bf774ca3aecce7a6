import { normalized } from "./text.ts";

/**
 * Facts Brazilian advertising law forbids inventing (CDC arts. 30 and 37, CONAR; CFM, CFO and
 * OAB rules): prices, percentages and guarantees. Placeholders such as [PREÇO] are not claims.
 */
const CLAIMS: { kind: string; pattern: RegExp }[] = [
  { kind: "preço", pattern: /r\$ ?\d[\d.,]*/g },
  { kind: "percentual", pattern: /\d+(?:[.,]\d+)? ?(?:%|por cento)/g },
  {
    kind: "garantia",
    pattern:
      /\b(?:garantia(?: de [a-z]+)?|garantid[oa]s?|resultados? garantidos?|sem (?:nenhum )?risco|cura (?:definitiva|garantida)|satisfacao total)\b/g,
  },
];

export type Claim = { kind: string; text: string };

/** The prices, percentages and guarantees in `text` that the brief does not state itself. */
export function inventedClaims(text: string, brief: string): Claim[] {
  const allowed = normalized(brief).replace(/\s/g, "");
  const found: Claim[] = [];
  for (const { kind, pattern } of CLAIMS) {
    for (const match of normalized(text).matchAll(pattern)) {
      const claim = match[0];
      if (!allowed.includes(claim.replace(/\s/g, ""))) found.push({ kind, text: claim });
    }
  }
  return found;
}
