/**
 * How a version of a result was made (decision 041): "Gerado", "Editado com IA: <instrução>",
 * "Editado à mão", "Restaurado".
 */
export const VERSION_MADE = ["generated", "ai_edit", "manual", "restored"] as const;
export type VersionMade = (typeof VERSION_MADE)[number];

/** An item keeps at most this many versions: the oldest non-restored go first, never the first. */
export const MAX_VERSIONS = 100;
