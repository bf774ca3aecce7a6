const ENGLISH =
  /\b(the|is|must|expected|invalid|required|received|error|failed|not found|unexpected)\b/i;
const PORTUGUESE =
  /[áàâãéêíóôõúç]|\b(o|a|os|as|de|do|da|em|é|não|para|com|um|uma|deve|seu|sua|ao|no|na)\b/i;

/** A user-facing message in Portuguese: no English wording, and Portuguese words or accents. */
export function isPortuguese(message: unknown): message is string {
  return (
    typeof message === "string" &&
    message.trim().length > 0 &&
    PORTUGUESE.test(message) &&
    !ENGLISH.test(message)
  );
}
