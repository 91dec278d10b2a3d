import * as z from 'zod/mini';
import { AUDIT_KINDS } from '@/api/contract/audit';
import { optionalParam } from '@/lib/search-params';

/** /management/audit?kind=…&page=…: a page from 0, all kinds when none is given. */
export const auditSearchSchema = z.object({
  kind: optionalParam(z.enum(AUDIT_KINDS)),
  page: optionalParam(z.pipe(z.coerce.number(), z.int().check(z.minimum(0)))),
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;
