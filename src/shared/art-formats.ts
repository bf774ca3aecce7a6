// Without zod: the client's approval page sizes its slides from these (its own small bundle).

/** Instagram's sizes: feed portrait, square, and Stories/Reels cover. */
export const ART_FORMATS = {
  portrait: { width: 1080, height: 1350, label: "Feed retrato (1080×1350)" },
  square: { width: 1080, height: 1080, label: "Quadrado (1080×1080)" },
  story: { width: 1080, height: 1920, label: "Stories/Reels (1080×1920)" },
} as const;
export type ArtFormat = keyof typeof ART_FORMATS;
