import { count, desc, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AuditPage } from "../../shared/admin.ts";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

/** A page of the audit log, newest first: what the admins did, to whom and why. */
export async function listAudit(db: Database, page: number): Promise<AuditPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        targetUserId: auditLog.targetUserId,
        targetEmail: auditLog.targetEmail,
        reason: auditLog.reason,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .orderBy(sql`${auditLog.createdAt} desc nulls last`, desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: total?.value ?? 0,
  };
}
