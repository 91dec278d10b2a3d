import { api } from './client';
import { auditPage, type AuditKind } from './contract/audit';

/** Page `page` (from 0) of the staff audit log, newest first; admins only. */
export const getAuditPage = async (page: number, kind: AuditKind | undefined) =>
  auditPage.parse(
    await api.get(`audit/page/${page}`, { searchParams: kind ? { kind } : {} }).json(),
  );
