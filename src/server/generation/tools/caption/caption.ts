import { z } from "zod";
import {
  type CaptionFields,
  captionFieldsOf,
  captionText,
} from "../../../../shared/generation/captions.ts";
import { channels, values } from "../../../../shared/generation/options.ts";
import type { VersionOrigin } from "../../../../shared/generation/versions.ts";
import type { Database } from "../../../db/client.ts";
import { ensureVisiblePost, writeToPost } from "../../../plans/service.ts";
import type { WorkspaceAccess } from "../../../workspaces/access.ts";
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
 * The caption's fields saved on the post it came from, if any, in the generation's transaction,
 * as the post's new version (how it was made: written, or edited with an instruction).
 */
async function onPost(
  tx: Database,
  access: WorkspaceAccess,
  item: { postId: string | null; brandId: string | null },
  caption: CaptionFields,
  how: VersionOrigin,
) {
  if (item.postId) await writeToPost(tx, access, item.postId, item.brandId, { caption, how });
}

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
    return { content: captionText(caption), metadata: { ...metadata, caption } };
  },
  chosen: (tx, access, { content, metadata, brandId }, how) =>
    onPost(
      tx,
      access,
      { postId: rulesOf(metadata).postId, brandId },
      captionFieldsOf(content),
      how,
    ),
};

/**
 * A post's publishable text: caption, hashtags, alt text and first comment, in the brand's
 * voice and within its channel's limits. Saved as the history's item and, from a post, on it;
 * an AI edit of it keeps its fields and rules and updates that post's caption.
 */
export const captionTool: ServerTool<"caption"> = {
  job: async (input, context) => {
    const brand = await chosenBrand(context, input.brandId);
    const postId = input.postId ?? null;
    const brandId = brand?.id ?? null;
    // "Criar legenda" from a post the member may not see, or of another brand than the one
    // chosen, is refused before anything is generated.
    if (postId) await ensureVisiblePost(context.db, context.access, postId, brandId);
    const rules: CaptionRules = {
      channel: input.channel,
      hashtags: input.hashtags,
      wordsToAvoid: brand?.wordsToAvoid ?? [],
    };
    return toolJob("caption", input, context, {
      failure: {
        failed: "Ocorreu um erro ao gerar a legenda. Por favor, tente novamente.",
        empty: "Erro ao gerar a legenda.",
      },
      messages: () => captionMessages(input, brand),
      compose: () => composeCaption(input, brand),
      reply: { temperature: 0.7, maxTokens: 1200 },
      metadata: { basePrompt: input.basePrompt },
      // What is saved keeps the rules whatever was written: the fields, cleaned, as its text.
      saved: async (tx, result) => {
        const caption = captionOf(result.text, rules);
        const item = await result.keep(brand, {
          content: captionText(caption),
          metadata: { caption, postId, channel: input.channel, pickedHashtags: input.hashtags },
        });
        await onPost(tx, context.access, { postId, brandId }, caption, { made: "generated" });
        return item;
      },
    });
  },
  edit: {
    rules: (metadata) =>
      [
        `Mantenha exatamente estas seções, com estes títulos: ${SECTION_HEADINGS}.`,
        limitsText(rulesOf(metadata).channel),
      ].join("\n"),
    saved: async (tx, access, { text, metadata, words, instruction, brandId }) => {
      const { channel, pickedHashtags, postId } = rulesOf(metadata);
      const caption = captionOf(text, {
        channel,
        hashtags: pickedHashtags,
        wordsToAvoid: words?.wordsToAvoid ?? [],
      });
      await onPost(tx, access, { postId, brandId }, caption, { made: "ai_edit", instruction });
      return { content: captionText(caption), metadata: { ...metadata, caption } };
    },
  },
  variations: captionVariations,
  postOf: (metadata) => rulesOf(metadata).postId,
};
