import {
  AUDIT_PAGE_SIZE,
  auditAction,
  auditKind,
  type AuditKind,
  type AuditPage,
} from '../../../src/api/contract/audit';
import type { Database } from '../../db/client';
import { toPage } from '../program/paging';
import { countAudit, findAuditPage } from './queries';

/** Page `n` of the audit log, newest first, of one target kind or all. */
export async function auditPageOf(
  db: Database,
  n: number,
  kind: AuditKind | undefined,
): Promise<AuditPage> {
  const size = AUDIT_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    findAuditPage(db, kind, { offset: n * size, limit: size }),
    countAudit(db, kind),
  ]);
  const content = rows.map((row) => ({
    ...row,
    at: row.at.toISOString(),
    action: auditAction.parse(row.action),
    targetKind: auditKind.parse(row.targetKind),
  }));
  return toPage(content, total, n, size);
}
