import { and, eq, sql } from "drizzle-orm";
import type { ConnectOutcome, PageChoice } from "../../shared/publishing.ts";
import { roleMay } from "../../shared/workspaces.ts";
import type { AppDeps } from "../app-env.ts";
import {
  publishingConnectStates,
  publishingPageChoices,
  type SealedPage,
} from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import {
  CALLBACK_PATH,
  ensureBrand,
  type NewAccount,
  saveAccounts,
  secretsOf,
} from "./accounts.ts";
import { GraphError, graphClient } from "./graph.ts";

/*
 * Meta's redirect back from the login (decision 063). The browser always lands on the brand's
 * screen (or the brands' list, when the state names none) with the outcome in Portuguese:
 * a state refused, a login declined, permissions unticked, no Page, a Page without an Instagram
 * professional account. A login that gives several Pages keeps them (tokens sealed, ten
 * minutes) for its user to choose the brand's.
 */

type Deps = Pick<AppDeps, "db" | "env" | "authSecret">;

const CHOICE_MINUTES = 10;
const PAGE_NOT_FOUND = "Essa Página não está mais entre as autorizadas. Conecte de novo.";

/** Where the browser goes: the brand's screen (or the brands') saying how it went. */
export type ConnectLanding = { brandId: string | null; outcome: ConnectOutcome };

/** The accounts a Page gives the brand: the Page, and its Instagram professional account. */
function accountsOf(
  page: Pick<SealedPage, "id" | "name" | "instagram" | "tokenSealed">,
  user: { tokenSealed: string; expiresAt: Date | null },
): NewAccount[] {
  const sealed = {
    tokenSealed: page.tokenSealed,
    userTokenSealed: user.tokenSealed,
    tokenExpiresAt: user.expiresAt,
    test: false,
  };
  return [
    { network: "facebook", externalId: page.id, name: page.name, ...sealed },
    ...(page.instagram
      ? [
          {
            network: "instagram" as const,
            externalId: page.instagram.id,
            name: `@${page.instagram.username}`,
            ...sealed,
          },
        ]
      : []),
  ];
}

/** The state checked (its signature, its user, unexpired) and spent in one statement: once. */
async function spendState(deps: Deps, access: WorkspaceAccess, state: string | undefined) {
  const [id = "", signature = ""] = (state ?? "").split(".");
  if (!isUuid(id) || !secretsOf(deps).verify(`state:${id}:${access.userId}`, signature)) return;
  const [row] = await deps.db
    .delete(publishingConnectStates)
    .where(
      and(
        eq(publishingConnectStates.id, id),
        eq(publishingConnectStates.userId, access.userId),
        sql`${publishingConnectStates.expiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

export async function finishConnect(
  deps: Deps,
  access: WorkspaceAccess,
  query: { code?: string; state?: string; error?: string },
): Promise<ConnectLanding> {
  const { db, env } = deps;
  const state = await spendState(deps, access, query.state);
  if (!state || !env.meta) return { brandId: null, outcome: "estado" };
  if (state.workspaceId !== access.workspaceId || !roleMay(access.role, "members")) {
    throw errors.forbidden();
  }
  const landing = (outcome: ConnectOutcome) => ({ brandId: state.brandId, outcome });
  if (query.error || !query.code) return landing("negada");
  const graph = graphClient(env.meta);
  const secrets = secretsOf(deps);
  try {
    const user = await graph.exchangeCode(query.code, `${env.APP_URL}${CALLBACK_PATH}`);
    if ((await graph.missingPermissions(user.token)).length > 0) return landing("permissoes");
    const pages = (await graph.pages(user.token)).map((page) => ({
      id: page.id,
      name: page.name,
      tokenSealed: secrets.seal(page.accessToken),
      instagram: page.instagram,
    }));
    const sealedUser = { tokenSealed: secrets.seal(user.token), expiresAt: user.expiresAt };
    const [only, ...others] = pages;
    if (!only) return landing("sem-pagina");
    if (others.length > 0) {
      await db
        .delete(publishingPageChoices)
        .where(
          and(
            eq(publishingPageChoices.brandId, state.brandId),
            eq(publishingPageChoices.userId, access.userId),
          ),
        );
      await db.insert(publishingPageChoices).values({
        workspaceId: access.workspaceId,
        brandId: state.brandId,
        userId: access.userId,
        userTokenSealed: sealedUser.tokenSealed,
        tokenExpiresAt: user.expiresAt,
        pages,
        expiresAt: new Date(Date.now() + CHOICE_MINUTES * 60_000),
      });
      return landing("escolher");
    }
    await saveAccounts(db, access, state.brandId, accountsOf(only, sealedUser));
    return landing(only.instagram ? "conectada" : "sem-instagram");
  } catch (error) {
    if (error instanceof GraphError) return landing("falhou");
    throw error;
  }
}

async function pendingChoice(deps: Deps, access: WorkspaceAccess, brandId: string) {
  await ensureBrand(deps.db, access, brandId);
  const [choice] = await deps.db
    .select()
    .from(publishingPageChoices)
    .where(
      and(
        eq(publishingPageChoices.workspaceId, access.workspaceId),
        eq(publishingPageChoices.brandId, brandId),
        eq(publishingPageChoices.userId, access.userId),
        sql`${publishingPageChoices.expiresAt} > now()`,
      ),
    );
  return choice;
}

/** The Pages this user's last login gave for the brand, to choose among (none: no choice). */
export async function pageChoices(
  deps: Deps,
  access: WorkspaceAccess,
  brandId: string,
): Promise<PageChoice[]> {
  const choice = await pendingChoice(deps, access, brandId);
  return (choice?.pages ?? []).map((page) => ({
    id: page.id,
    name: page.name,
    instagram: page.instagram && `@${page.instagram.username}`,
  }));
}

/** The Page chosen becomes the brand's accounts; the choice is spent. */
export async function choosePage(
  deps: Deps,
  access: WorkspaceAccess,
  brandId: string,
  pageId: string,
): Promise<ConnectOutcome> {
  const choice = await pendingChoice(deps, access, brandId);
  const page = choice?.pages.find((p) => p.id === pageId);
  if (!choice || !page) throw errors.unprocessable(PAGE_NOT_FOUND);
  const user = { tokenSealed: choice.userTokenSealed, expiresAt: choice.tokenExpiresAt };
  await saveAccounts(deps.db, access, brandId, accountsOf(page, user));
  await deps.db.delete(publishingPageChoices).where(eq(publishingPageChoices.id, choice.id));
  return page.instagram ? "conectada" : "sem-instagram";
}
