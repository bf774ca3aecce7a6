import {
  optionLabel,
  POST_VARIED_PART,
  type PostVariationChosen,
  type PostVariationRequest,
  type VariationChoice,
  type VariationOptions,
} from "../../../shared/generation/variations.ts";
import { POST_NOT_FOUND } from "../../../shared/plans.ts";
import { brandVoice } from "../../brands/service.ts";
import type { Database } from "../../db/client.ts";
import { errors } from "../../lib/errors.ts";
import { recordPostEdited, writePostText } from "../../plans/post-versions.ts";
import { visiblePost } from "../../plans/service.ts";
import type { WorkspaceAccess } from "../../workspaces/access.ts";
import { variationMessages } from "../prompts.ts";
import { POST_PARTS } from "./post-parts.ts";
import { offerVariations, savingOrder, type VariationContext } from "./service.ts";
import { readTicket } from "./ticket.ts";

/**
 * The post whose hook or caption "Gerar 3 opções" varies: refused before any AI call when the
 * member may not see it (404) or the field is empty (422).
 */
export async function postToVary(
  db: Database,
  access: WorkspaceAccess,
  { planId, postId, field }: PostVariationRequest,
) {
  const post = await visiblePost(db, access, planId, postId);
  const rules = POST_PARTS[field];
  const part = rules.part(post);
  if (part === null) throw errors.unprocessable(rules.empty);
  return { post, field, part };
}

type PostToVary = Awaited<ReturnType<typeof postToVary>>;

const voiceOf = async (db: Database, access: WorkspaceAccess, brandId: string | null) =>
  brandId ? brandVoice(db, access, brandId) : null;

/** Three options for the post's field, in a ticket naming the post, the field and its version. */
export async function writePostVariations(
  ctx: VariationContext,
  { post, field, part }: PostToVary,
): Promise<VariationOptions> {
  const rules = POST_PARTS[field];
  const brand = await voiceOf(ctx.db, ctx.access, post.brandId);
  return offerVariations(ctx, {
    messages: variationMessages(
      { what: POST_VARIED_PART[field], current: part, whole: rules.whole(post) },
      { brand, basePrompt: "" },
      rules.rules(post),
    ),
    reply: rules.reply,
    compose: () => rules.compose(part),
    target: { kind: "post", planId: post.planId, postId: post.id, field },
    basedOn: post.version,
  });
}

/**
 * "Usar esta" on a post: the options become its versions through the one writer (decision
 * 042), the others first and the one picked last (made `variation`, named "Opção N de 3"), so
 * the post reads the one picked and "Versões" keeps the others. Based on the version the
 * options were written from: a ticket used twice, or a post changed since, is the post's stale
 * 409 and nothing is saved.
 */
export async function choosePostVariation(
  db: Database,
  access: WorkspaceAccess,
  secret: string,
  choice: VariationChoice,
): Promise<PostVariationChosen> {
  const ticket = readTicket(secret, choice.ticket, access, "post");
  const { planId, postId, field } = ticket.target;
  const post = await visiblePost(db, access, planId, postId);
  const brand = await voiceOf(db, access, post.brandId);
  const rules = POST_PARTS[field];
  return db.transaction(async (tx) => {
    let version = post.version;
    for (const [step, index] of savingOrder(ticket.options, choice.chosen).entries()) {
      const written = await writePostText(tx, {
        access,
        postId: post.id,
        text: rules.text(ticket.options[index] ?? "", post, brand),
        how: { made: "variation", instruction: optionLabel(index) },
        basedOn: step === 0 ? ticket.basedOn : undefined,
      });
      if (written === null) throw errors.notFound(POST_NOT_FOUND);
      version = written;
    }
    await recordPostEdited(tx, access, post, post.theme);
    return { postId: post.id, version };
  });
}
