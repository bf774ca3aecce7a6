import { and, eq, sql } from "drizzle-orm";
import type { AuditAction, Role } from "../../shared/admin.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/client.ts";
import { auditLog, profiles, sessions, userRoles, users } from "../db/schema/index.ts";
import { AppError, errors } from "../lib/errors.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Target = { id: string; email: string };

export const USER_NOT_FOUND = "Usuário não encontrado.";

const selfRefusal = (message: string) => new AppError(403, "SELF_ACTION", message);

async function findTarget(tx: Tx, id: string): Promise<Target> {
  const [target] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  if (!target) throw errors.notFound(USER_NOT_FOUND);
  return target;
}

function audit(
  tx: Tx,
  actor: Viewer,
  action: AuditAction,
  target: Target,
  reason: string | null,
  details?: Record<string, unknown>,
) {
  return tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetUserId: target.id,
    targetEmail: target.email,
    reason,
    details,
  });
}

/** Replaces the user's one role. The last admin stays an admin, and no admin demotes themself. */
export async function setRole(db: Database, actor: Viewer, targetId: string, role: Role) {
  await db.transaction(async (tx) => {
    const target = await findTarget(tx, targetId);
    if (role === "user") {
      // Locking every admin row serialises concurrent demotions: two admins demoting each
      // other at once leaves one of them an admin.
      const admins = await tx
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.role, "admin"))
        .for("update");
      const isAdmin = admins.some((a) => a.userId === target.id);
      if (isAdmin && admins.length === 1) {
        throw errors.conflict("Não é possível remover o último administrador.");
      }
      if (target.id === actor.id) {
        throw selfRefusal("Você não pode remover sua própria permissão de administrador.");
      }
    }
    const [previous] = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, target.id));
    await tx
      .insert(userRoles)
      .values({ userId: target.id, role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
    await audit(tx, actor, "role.change", target, null, {
      from: previous?.role ?? "user",
      to: role,
    });
  });
}

type Flag = "ban" | "lock";

const flagWords = {
  ban: {
    actions: { on: "user.ban", off: "user.unban" },
    self: "Você não pode banir sua própria conta.",
    already: "Este usuário já está banido.",
    notSet: "Este usuário não está banido.",
  },
  lock: {
    actions: { on: "user.lock", off: "user.unlock" },
    self: "Você não pode travar nem destravar sua própria conta.",
    already: "Este usuário já está travado.",
    notSet: "Este usuário não está travado.",
  },
} as const satisfies Record<
  Flag,
  { actions: { on: AuditAction; off: AuditAction }; self: string; already: string; notSet: string }
>;

function flagValues(flag: Flag, on: boolean, reason: string | null) {
  const at = on ? new Date() : null;
  const why = on ? reason : null;
  return flag === "ban"
    ? { isBanned: on, bannedAt: at, bannedReason: why }
    : { isLocked: on, lockedAt: at, lockedReason: why };
}

/**
 * Sets or clears a ban or a lock. A ban also deletes every session of the user in the same
 * transaction, so each of their open pages is refused on its next request.
 */
export async function setFlag(
  db: Database,
  actor: Viewer,
  targetId: string,
  flag: Flag,
  on: boolean,
  reason: string | null,
) {
  await db.transaction(async (tx) => {
    const target = await findTarget(tx, targetId);
    // A locked admin unlocking themself would make the lock meaningless.
    if (target.id === actor.id) throw selfRefusal(flagWords[flag].self);
    const column = flag === "ban" ? profiles.isBanned : profiles.isLocked;
    const values = flagValues(flag, on, reason);
    // Only a change of state counts: a second ban would overwrite the first one's reason.
    const changed = await tx
      .update(profiles)
      .set(values)
      .where(and(eq(profiles.id, target.id), on ? sql`not ${column}` : column))
      .returning({ id: profiles.id });
    if (changed.length === 0) {
      const [exists] = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.id, target.id));
      if (exists || !on) throw errors.conflict(flagWords[flag][on ? "already" : "notSet"]);
      await tx.insert(profiles).values({ id: target.id, ...values });
    }
    if (flag === "ban" && on) await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await audit(tx, actor, flagWords[flag].actions[on ? "on" : "off"], target, reason);
  });
}
