import { z } from "zod";

/**
 * How a version of a result was made (decision 041): "Gerado", "Editado com IA: <instrução>",
 * "Editado à mão", "Restaurado"; "Gerar 3 opções" (decision 043): "Variação: Opção N de 3"
 * (the option's name kept as its instruction); "Gerado novamente: <instrução>".
 */
export const VERSION_MADE = [
  "generated",
  "ai_edit",
  "manual",
  "restored",
  "variation",
  "regenerated",
] as const;
export type VersionMade = (typeof VERSION_MADE)[number];

/** A result's text saved as its item's newest version: by an AI edit, a pick, or a restore. */
export type SavedText = { historyId: string; content: string; version: number };

/** An item keeps at most this many versions: the oldest non-restored go first, never the first. */
export const MAX_VERSIONS = 100;

/** What a version's label needs to say how it was made. */
export type VersionOrigin = {
  made: VersionMade;
  instruction?: string | null;
  restoredFrom?: number | null;
};

const MADE_LABELS: Record<VersionMade, (origin: VersionOrigin) => string> = {
  generated: () => "Gerado",
  ai_edit: ({ instruction }) => (instruction ? `Editado com IA: ${instruction}` : "Editado com IA"),
  manual: () => "Editado à mão",
  restored: ({ restoredFrom }) =>
    restoredFrom ? `Restaurado da versão ${restoredFrom}` : "Restaurado",
  variation: ({ instruction }) => (instruction ? `Variação: ${instruction}` : "Variação"),
  regenerated: ({ instruction }) =>
    instruction ? `Gerado novamente: ${instruction}` : "Gerado novamente",
};

/** "Gerado", "Editado com IA: Torne mais formal", "Editado à mão", "Restaurado da versão 2". */
export const versionMadeLabel = (origin: VersionOrigin) => MADE_LABELS[origin.made](origin);

const INVALID_VERSION = "Versão inválida.";

/**
 * The version a screen shows, sent with a change of it (an AI edit, a hand edit, a restore):
 * when the item has moved on since, the change is refused (409 STALE_VERSION) and nothing saved.
 */
export const basedOnSchema = z
  .int(INVALID_VERSION)
  .min(1, INVALID_VERSION)
  .max(2_147_483_647, INVALID_VERSION);

/** A restore of a version, based on the newest version the screen shows. */
export const restoreSchema = z.object({ basedOn: basedOnSchema });
