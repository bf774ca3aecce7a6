import { captionText } from "../../../../shared/generation/captions.ts";
import { ensureVisiblePost, writeToPost } from "../../../plans/service.ts";
import { chosenBrand, type ServerTool, toolJob } from "../tool.ts";
import { captionOf } from "./fields.ts";
import { captionMessages, composeCaption } from "./prompts.ts";

/**
 * A post's publishable text: caption, hashtags, alt text and first comment, in the brand's
 * voice and within its channel's limits. Saved as the history's item and, from a post, on it.
 */
export const captionTool: ServerTool<"caption"> = {
  job: async (input, context) => {
    const brand = await chosenBrand(context, input.brandId);
    const { postId } = input;
    // "Criar legenda" from a post the member may not see is refused before anything is generated.
    if (postId) await ensureVisiblePost(context.db, context.access, postId);
    const rules = {
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
      compose: () => composeCaption(input),
      reply: { maxTokens: 1200 },
      metadata: { basePrompt: input.basePrompt },
      // What is saved keeps the rules whatever was written: the fields, cleaned, as its text.
      saved: async (tx, result) => {
        const caption = captionOf(result.text, rules);
        const item = await result.keep(brand, {
          content: captionText(caption),
          metadata: { caption, postId: postId ?? null },
        });
        if (postId) await writeToPost(tx, context.access, postId, { caption });
        return item;
      },
    });
  },
};
