import {
  AUDIT_SUMMARY_MAX,
  type AuditAction,
  type AuditKind,
} from '../../../src/api/contract/audit';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import type { AuthUser } from '../../plugins/auth';

export interface AuditRecord {
  action: AuditAction;
  targetKind: AuditKind;
  targetId: number | null;
  summary?: string;
}

/**
 * Writes one audit row; pass the transaction of the change so the row exists exactly when the
 * change does.
 */
export async function recordAudit(tx: Executor, actor: AuthUser, record: AuditRecord) {
  const summary = record.summary ?? '';
  await tx.insert(auditLog).values({
    actorId: actor.id,
    action: record.action,
    targetKind: record.targetKind,
    targetId: record.targetId,
    summary:
      summary.length > AUDIT_SUMMARY_MAX ? `${summary.slice(0, AUDIT_SUMMARY_MAX - 1)}…` : summary,
  });
}

/** "a, b → c" for a before/after list, e.g. role names. */
export const changeOf = (before: readonly string[], after: readonly string[]) =>
  `${[...before].sort().join(', ') || '–'} → ${[...after].sort().join(', ') || '–'}`;
