import { count, desc, eq, sql } from 'drizzle-orm';
import type { AuditKind } from '../../../src/api/contract/audit';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

// Null only when the account is gone (admins see addresses in the Users tab anyway).
const displayName = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.name}, ${users.email})`;

/** Newest first; the id breaks ties between rows of one transaction. */
export async function findAuditPage(
  db: Executor,
  kind: AuditKind | undefined,
  { offset, limit }: { offset: number; limit: number },
) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: displayName,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      summary: auditLog.summary,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(kind ? eq(auditLog.targetKind, kind) : undefined)
    .orderBy(desc(auditLog.id))
    .offset(offset)
    .limit(limit);
}

export async function countAudit(db: Executor, kind: AuditKind | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(kind ? eq(auditLog.targetKind, kind) : undefined);
  return row?.n ?? 0;
}
