import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import { type Profile, type profileUpdateSchema, USERNAME_TAKEN } from "../../shared/profile.ts";
import type { Viewer } from "../auth/viewer.ts";
import type { Database } from "../db/client.ts";
import { profiles, users } from "../db/schema/index.ts";
import { errors } from "../lib/errors.ts";

type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const profileOf = (viewer: Viewer): Profile => ({
  full_name: viewer.fullName ?? viewer.name,
  username: viewer.username,
  email: viewer.email,
  created_at: viewer.createdAt.toISOString(),
});

const UNIQUE_VIOLATION = "23505";

/** Drizzle wraps the driver's error; both pg and PGlite carry PostgreSQL's SQLSTATE as `code`. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** Saves the full name (also as the account's display name) and the username. */
export async function updateProfile(db: Database, viewer: Viewer, input: ProfileUpdate) {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.username, input.username), ne(profiles.id, viewer.id)));
  if (taken) throw errors.conflict(USERNAME_TAKEN);

  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(profiles)
        .values({ id: viewer.id, fullName: input.full_name, username: input.username })
        .onConflictDoUpdate({
          target: profiles.id,
          set: { fullName: input.full_name, username: input.username },
        });
      await tx
        .update(users)
        .set({ name: input.full_name, updatedAt: new Date() })
        .where(eq(users.id, viewer.id));
    });
  } catch (error) {
    // Two people claiming one free username at the same instant: the index decides.
    if (isUniqueViolation(error)) throw errors.conflict(USERNAME_TAKEN);
    throw error;
  }

  return profileOf({ ...viewer, fullName: input.full_name, username: input.username });
}
