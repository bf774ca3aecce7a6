import { z } from "zod";
import { ART_FORMATS, type ArtFormat } from "../../../../shared/art-formats.ts";
import { postArtSchema } from "../../../../shared/art-schemas.ts";
import { toolOf } from "../../../../shared/generation/tools.ts";
import { chosenBrand, type ServerTool, toolJob } from "../tool.ts";
import { composeArt } from "./composer.ts";
import { artMessages, SLIDE_RULES } from "./prompts.ts";
import { artOf, slidesText } from "./slides.ts";

/** What an art's history item keeps: its slides (what an edit falls back to), size and post. */
const kept = z.object({
  art: postArtSchema.nullable().catch(null),
  format: z.enum(Object.keys(ART_FORMATS) as [ArtFormat, ...ArtFormat[]]).catch("portrait"),
  postId: z.string().nullable().catch(null),
});
const keptOf = (metadata: Record<string, unknown> | null) => kept.parse(metadata ?? {});

/**
 * A post's art: its script and caption split into a carousel (a cover, 3 to 8 content slides,
 * a closing call to action), its structured result, saved as the history's item and landing
 * on the post it came from (registry: `lands.post`). What the model writes that is not a
 * carousel is replaced by the offline composer's. An AI edit reads the slides back, and lands
 * on that post again; one that breaks the carousel keeps the slides it had.
 */
export const artTool: ServerTool<"art"> = {
  job: async (input, context) => {
    const brand = await chosenBrand(context, input.brandId);
    return toolJob(toolOf("art"), input, context, {
      failure: {
        failed: "Ocorreu um erro ao criar a arte. Por favor, tente novamente.",
        empty: "Erro ao criar a arte.",
      },
      messages: () => artMessages(input, brand),
      compose: () => slidesText(composeArt(input)),
      reply: { temperature: 0.7, maxTokens: 1500 },
      brand,
      metadata: { basePrompt: input.basePrompt },
      structure: async (_ai, text) => artOf(text, input.format) ?? composeArt(input),
      saved: (_tx, { structured: art, keep }) =>
        keep(brand, {
          content: slidesText(art),
          metadata: { art, format: input.format, postId: input.postId ?? null },
        }),
    });
  },
  edit: {
    rules: () => SLIDE_RULES,
    edited: ({ text, metadata }) => {
      const { art: before, format } = keptOf(metadata);
      const art = artOf(text, format) ?? before;
      if (!art) return { content: text, metadata };
      return { content: slidesText(art), metadata: { ...metadata, art }, structured: art };
    },
  },
  postOf: (metadata) => keptOf(metadata).postId,
};
