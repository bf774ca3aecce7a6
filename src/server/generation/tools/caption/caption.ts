import { z } from "zod";
import { captionFieldsOf, captionText } from "../../../../shared/generation/captions.ts";
import { channels, values } from "../../../../shared/generation/options.ts";
import { toolOf } from "../../../../shared/generation/tools.ts";
import { composeCaptionOptions } from "../../offline-variations.ts";
import { chosenBrand, type ServerTool, type ToolVariations, toolJob } from "../tool.ts";
import { composeCaption } from "./composer.ts";
import { type CaptionRules, captionOf } from "./fields.ts";
import { captionMessages, limitsText, SECTION_HEADINGS } from "./prompts.ts";

/**
 * What a caption's history item keeps of the rules it was written under, so an edit keeps them
 * too; an item saved before it kept them reads as an Instagram caption with no picked hashtags.
 */
const keptRules = z.object({
  channel: z.enum(values(channels)).catch("instagram"),
  pickedHashtags: z.array(z.string()).catch([]),
  postId: z.string().nullable().catch(null),
});
const rulesOf = (metadata: Record<string, unknown> | null) => keptRules.parse(metadata ?? {});

/**
 * "Gerar 3 opções" on a caption: the options vary its text; its hashtags, alt text and first
 * comment stay. A post's caption varies by the same rules (decision 043).
 */
export const captionVariations: ToolVariations = {
  part: ({ content }) => captionFieldsOf(content).caption || null,
  rules: (metadata) =>
    [
      "Escreva só o texto da legenda, sem hashtags e sem títulos.",
      limitsText(rulesOf(metadata).channel),
    ].join("\n"),
  reply: { temperature: 0.9, maxTokens: 900 },
  compose: composeCaptionOptions,
  apply: (option, { content, metadata }, words) => {
    const { channel, pickedHashtags } = rulesOf(metadata);
    const caption = captionOf(captionText({ ...captionFieldsOf(content), caption: option }), {
      channel,
      hashtags: pickedHashtags,
      wordsToAvoid: words?.wordsToAvoid ?? [],
    });
    return {
      content: captionText(caption),
      metadata: { ...metadata, caption },
      structured: caption,
    };
  },
};

/**
 * A post's publishable text: caption, hashtags, alt text and first comment, in the brand's
 * voice and within its channel's limits: its structured result, its fields, saved as the
 * history's item and landing on the post it came from (registry: `lands.post`); an AI edit of
 * it keeps its fields and rules, and lands on that post again.
 */
export const captionTool: ServerTool<"caption"> = {
  job: async (input, context) => {
    const brand = await chosenBrand(context, input.brandId);
    const rules: CaptionRules = {
      channel: input.channel,
      hashtags: input.hashtags,
      wordsToAvoid: brand?.wordsToAvoid ?? [],
    };
    return toolJob(toolOf("caption"), input, context, {
      failure: {
        failed: "Ocorreu um erro ao gerar a legenda. Por favor, tente novamente.",
        empty: "Erro ao gerar a legenda.",
      },
      messages: () => captionMessages(input, brand),
      compose: () => composeCaption(input, brand),
      reply: { temperature: 0.7, maxTokens: 1200 },
      brand,
      metadata: { basePrompt: input.basePrompt },
      // Whatever was written, the fields keep the rules: what is saved is them, as its text.
      structure: async (_ai, text) => captionOf(text, rules),
      saved: (_tx, { structured: caption, keep }) =>
        keep(brand, {
          content: captionText(caption),
          metadata: {
            caption,
            postId: input.postId ?? null,
            channel: input.channel,
            pickedHashtags: input.hashtags,
          },
        }),
    });
  },
  edit: {
    rules: (metadata) =>
      [
        `Mantenha exatamente estas seções, com estes títulos: ${SECTION_HEADINGS}.`,
        limitsText(rulesOf(metadata).channel),
      ].join("\n"),
    edited: ({ text, metadata, words }) => {
      const { channel, pickedHashtags } = rulesOf(metadata);
      const caption = captionOf(text, {
        channel,
        hashtags: pickedHashtags,
        wordsToAvoid: words?.wordsToAvoid ?? [],
      });
      return {
        content: captionText(caption),
        metadata: { ...metadata, caption },
        structured: caption,
      };
    },
  },
  variations: captionVariations,
  postOf: (metadata) => rulesOf(metadata).postId,
};
