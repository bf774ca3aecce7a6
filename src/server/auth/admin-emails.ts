import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { userRoles, users } from "../db/schema/index.ts";

/** Makes admins of the existing users whose e-mail is listed (ADMIN_EMAILS at start, or the CLI). */
export async function grantAdmin(db: Database, emails: string[]) {
  if (emails.length === 0) return [];
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  for (const user of found) {
    await db
      .insert(userRoles)
      .values({ userId: user.id, role: "admin" })
      .onConflictDoUpdate({
        target: userRoles.userId,
        set: { role: "admin", updatedAt: new Date() },
      });
  }
  return found.map((u) => u.email);
}
