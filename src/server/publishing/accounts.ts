import { eq, sql } from "drizzle-orm";
import { BRAND_NOT_FOUND } from "../../shared/brands.ts";
import { type ConnectedAccount, TEST_ACCOUNT_NAME } from "../../shared/publishing.ts";
import type { AppDeps } from "../app-env.ts";
import type { Database } from "../db/client.ts";
import type { connectedAccounts } from "../db/schema/index.ts";
import { publishingConnectStates } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";
import { isUuid } from "../lib/ids.ts";
import { scoped } from "../scoped/scope.ts";
import type { WorkspaceAccess } from "../workspaces/access.ts";
import { graphClient } from "./graph.ts";
import { publishingSecrets } from "./secrets.ts";

/*
 * A brand's connected accounts (decision 063): connected by its owner or an Administrator
 * through Facebook Login for Business, or, with no Meta app configured, the simulated
 * "Conta de teste". Tokens are sealed before they reach the database and never leave it for the
 * browser: the answers below name no token.
 */

type Deps = Pick<AppDeps, "db" | "env" | "authSecret">;

const STATE_MINUTES = 10;
const ACCOUNT_NOT_FOUND = "Conta não encontrada.";
export const CALLBACK_PATH = "/api/publishing/oauth/callback";

export const secretsOf = (deps: Pick<AppDeps, "env" | "authSecret">) =>
  publishingSecrets(deps.authSecret, deps.env.TOKEN_ENCRYPTION_KEY);

const asAccount = (row: typeof connectedAccounts.$inferSelect): ConnectedAccount => ({
  id: row.id,
  brandId: row.brandId,
  network: row.network,
  name: row.name,
  test: row.test,
  status: row.status,
  tokenExpiresAt: row.tokenExpiresAt?.toISOString() ?? null,
  connectedAt: row.createdAt.toISOString(),
});

export async function ensureBrand(db: Database, access: WorkspaceAccess, brandId: string) {
  if (!isUuid(brandId)) throw errors.notFound(BRAND_NOT_FOUND);
  const { brands } = scoped(access);
  const [row] = await db
    .select({ id: brands.t.id })
    .from(brands.t)
    .where(brands.where(eq(brands.t.id, brandId)));
  if (!row) throw errors.notFound(BRAND_NOT_FOUND);
}

export async function listAccounts(db: Database, access: WorkspaceAccess, brandId: string) {
  await ensureBrand(db, access, brandId);
  const { accounts } = scoped(access);
  const rows = await db
    .select()
    .from(accounts.t)
    .where(accounts.where(eq(accounts.t.brandId, brandId)))
    .orderBy(accounts.t.network);
  return rows.map(asAccount);
}

export type NewAccount = Pick<
  typeof connectedAccounts.$inferInsert,
  "network" | "externalId" | "name" | "test" | "tokenSealed" | "userTokenSealed" | "tokenExpiresAt"
>;

/** Connects (or reconnects) the brand's account on each network named. */
export async function saveAccounts(
  db: Database,
  access: WorkspaceAccess,
  brandId: string,
  accounts: NewAccount[],
) {
  const table = scoped(access).accounts.t;
  for (const account of accounts) {
    const values = { ...account, status: "connected" as const, connectedBy: access.userId };
    await db
      .insert(table)
      .values({ ...values, workspaceId: access.workspaceId, brandId })
      .onConflictDoUpdate({
        target: [table.brandId, table.network],
        set: { ...values, updatedAt: sql`now()` },
      });
  }
}

/**
 * "Conectar conta": the login dialog's address with a `state` bound to this user and brand;
 * with no Meta app, the brand's "Conta de teste" on both networks at once.
 */
export async function startConnect(deps: Deps, access: WorkspaceAccess, brandId: string) {
  const { db, env } = deps;
  await ensureBrand(db, access, brandId);
  const place = { workspaceId: access.workspaceId, brandId, userId: access.userId };
  if (!env.meta) {
    await saveAccounts(
      db,
      access,
      brandId,
      (["instagram", "facebook"] as const).map((network) => ({
        network,
        externalId: `teste-${brandId}-${network}`,
        name: TEST_ACCOUNT_NAME,
        test: true,
        tokenSealed: null,
        userTokenSealed: null,
        tokenExpiresAt: null,
      })),
    );
    return { redirect: null, accounts: await listAccounts(db, access, brandId) };
  }
  const [state] = await db
    .insert(publishingConnectStates)
    .values({ ...place, expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000) })
    .returning({ id: publishingConnectStates.id });
  const signed = `${state!.id}.${secretsOf(deps).sign(`state:${state!.id}:${access.userId}`)}`;
  const redirect = graphClient(env.meta).dialogUrl(signed, `${env.APP_URL}${CALLBACK_PATH}`);
  return { redirect, accounts: await listAccounts(db, access, brandId) };
}

export async function disconnect(db: Database, access: WorkspaceAccess, accountId: string) {
  if (!isUuid(accountId)) throw errors.notFound(ACCOUNT_NOT_FOUND);
  const { accounts } = scoped(access);
  const [gone] = await db
    .delete(accounts.t)
    .where(accounts.where(eq(accounts.t.id, accountId)))
    .returning({ id: accounts.t.id });
  if (!gone) throw errors.notFound(ACCOUNT_NOT_FOUND);
}
