import { renderedText } from "../../../shared/generation/rendered.ts";
import { landsOf } from "../../../shared/generation/tools.ts";
import {
  optionLabel,
  VARIATION_COUNT,
  VARIED_PART,
  type VariationChoice,
  type VariationChosen,
  type VariationOptions,
  variesKind,
} from "../../../shared/generation/variations.ts";
import { recordActivity } from "../../activity/recorder.ts";
import type { AiSession } from "../../ai/meter.ts";
import {
  AiCutError,
  type ChatMessage,
  type ChatOptions,
  classifyAiError,
} from "../../ai/provider.ts";
import type { Database } from "../../db/client.ts";
import { visibleItem } from "../../history/service.ts";
import { addVersion } from "../../history/versions.ts";
import { AppError, errors } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import type { WorkspaceAccess } from "../../workspaces/access.ts";
import { itemVoice } from "../edit.ts";
import { land } from "../outlets.ts";
import { variationMessages } from "../prompts.ts";
import { CUT_REPLY, OVERLOADED } from "../service.ts";
import { SERVER_TOOLS } from "../tools/index.ts";
import { ensureItemPost, type ItemText } from "../tools/tool.ts";
import { writeVariations } from "./engine.ts";
import { readTicket, signTicket, type TicketTarget } from "./ticket.ts";

const NOT_VARIED =
  '"Gerar 3 opções" está disponível para legendas e roteiros. Para este conteúdo, use "Editar" ou "Gerar novamente com uma instrução".';
const NO_OPENING =
  'Este roteiro não tem seções com títulos, então não encontramos a abertura para variar. Use "Editar" para pedir outra abertura à IA.';
const VARIATIONS_FAILED =
  "Não foi possível gerar as opções agora. Verifique sua conexão e tente novamente.";
const TOO_FEW = "A IA não devolveu três opções. Tente novamente.";

/**
 * The saved item whose part "Gerar 3 opções" varies, with the tool's rules for it: refused
 * before any AI call when the member may not see it (404), or it has nothing to vary (422).
 */
export async function itemToVary(db: Database, access: WorkspaceAccess, historyId: string) {
  const item = await visibleItem(db, access, historyId);
  const tool = SERVER_TOOLS[item.contentType];
  const { variations } = tool;
  if (!variesKind(item.contentType) || !variations) throw errors.unprocessable(NOT_VARIED);
  // The post the option picked is written onto, checked again when it is.
  await ensureItemPost(db, access, tool, item);
  const part = variations.part(item);
  if (part === null) throw errors.unprocessable(NO_OPENING);
  return { item, tool, variations, part, what: VARIED_PART[item.contentType] };
}

type Vary = Awaited<ReturnType<typeof itemToVary>>;

/** What the member reads when the provider failed: ours, not its words. */
function failureOf(error: unknown, logger: Logger): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof AiCutError) return new AppError(502, "AI_CUT", CUT_REPLY);
  const kind = classifyAiError(error);
  logger.error({ err: error, kind }, "variations failed");
  if (kind === "overloaded") return new AppError(503, "AI_OVERLOADED", OVERLOADED);
  return new AppError(502, kind === "timeout" ? "AI_TIMEOUT" : "AI_FAILED", VARIATIONS_FAILED);
}

export type VariationContext = {
  db: Database;
  access: WorkspaceAccess;
  ai: AiSession;
  logger: Logger;
  secret: string;
};

/**
 * Three options for one prompt, each call metered through the session (decision 043), handed
 * back in a signed ticket naming what they vary and the version they were written from, which
 * "Usar esta" returns. Nothing is saved yet.
 */
export async function offerVariations(
  ctx: VariationContext,
  asked: {
    messages: ChatMessage[];
    reply: ChatOptions;
    compose: () => string[];
    target: TicketTarget;
    basedOn: number;
  },
): Promise<VariationOptions> {
  let options: string[];
  try {
    options = await writeVariations(ctx.ai, asked.messages, asked.reply, asked.compose);
  } catch (error) {
    throw failureOf(error, ctx.logger);
  }
  if (options.length < VARIATION_COUNT) throw new AppError(502, "AI_EMPTY", TOO_FEW);
  const demo = ctx.ai.provider === null;
  const ticket = signTicket(ctx.secret, {
    userId: ctx.access.userId,
    workspaceId: ctx.access.workspaceId,
    target: asked.target,
    basedOn: asked.basedOn,
    options,
    demo,
  });
  return { options, demo, ticket };
}

/** Three options for the item's part. */
export async function writeItemVariations(
  ctx: VariationContext,
  { item, variations, part, what }: Vary,
): Promise<VariationOptions> {
  const voice = await itemVoice(ctx.db, ctx.access, item);
  // The whole result as its author reads it; the part and the option are of its stored text.
  const whole = renderedText(item.contentType, item.content, item.metadata);
  return offerVariations(ctx, {
    messages: variationMessages(
      { what, current: part, whole },
      voice,
      variations.rules?.(item.metadata),
    ),
    reply: variations.reply,
    compose: () => variations.compose(part, { ...voice, content: whole }),
    target: { kind: "item", historyId: item.id },
    basedOn: item.version,
  });
}

/** The order "Usar esta" saves the options in: the others first, the one picked last. */
export const savingOrder = (options: string[], chosen: number) => [
  ...options.map((_, index) => index).filter((index) => index !== chosen),
  chosen,
];

/**
 * "Usar esta": the options become versions of the item, the others first and the one picked
 * last, so it is the item's newest and the others stay in its "Versões" (made `variation`,
 * named "Opção N de 3"). Based on the version the options were written from: a ticket used
 * twice, or an item changed meanwhile, is refused (409) and nothing is saved.
 */
export async function chooseVariation(
  db: Database,
  access: WorkspaceAccess,
  secret: string,
  choice: VariationChoice,
): Promise<VariationChosen> {
  const ticket = readTicket(secret, choice.ticket, access, "item");
  const { item, variations, tool } = await itemToVary(db, access, ticket.target.historyId);
  const words = (await itemVoice(db, access, item)).brand;
  const order = savingOrder(ticket.options, choice.chosen);
  return db.transaction(async (tx) => {
    const read = (text: ItemText) => renderedText(item.contentType, text.content, text.metadata);
    let saved = { version: item.version, content: read(item) };
    for (const [step, index] of order.entries()) {
      const option = ticket.options[index] ?? "";
      const applied = variations.apply(option, item, words);
      const metadata = ticket.demo ? { ...applied.metadata, demo: true } : applied.metadata;
      const latest = await addVersion(
        tx,
        access,
        item.id,
        {
          title: null,
          content: applied.content,
          metadata,
          made: "variation",
          instruction: optionLabel(index),
        },
        step === 0 ? ticket.basedOn : undefined,
      );
      saved = { version: latest.version, content: read({ ...applied, metadata }) };
      if (index === choice.chosen) {
        // The option picked lands where the tool's results do (the caption's post).
        const landing = {
          lands: landsOf(item.contentType),
          access,
          brand: item.brandName ? { id: item.brandId, brandName: item.brandName } : null,
          postId: tool.postOf?.(item.metadata) ?? null,
          how: { made: "variation" as const, instruction: optionLabel(index) },
        };
        await land(tx, landing, { ...item, historyId: item.id, ...saved }, applied.structured);
      }
    }
    await recordActivity(tx, access, {
      kind: "edited",
      brand: item.brandName ? { id: item.brandId, name: item.brandName } : null,
      historyId: item.id,
      subject: item.title,
      detail: item.contentType,
    });
    return { historyId: item.id, ...saved };
  });
}
