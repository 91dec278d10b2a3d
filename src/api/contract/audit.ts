import { z } from 'zod';
import { page } from './common';

/** What a staff action was done to (issue #42 audit log). */
export const AUDIT_KINDS = [
  'event',
  'artist',
  'venue',
  'user',
  'announcement',
  'report',
  'order',
] as const;
export const auditKind = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof auditKind>;

/** Every action the audit log records; the client names each one in both languages. */
export const AUDIT_ACTIONS = [
  'event.create',
  'event.update',
  'event.delete',
  'event.publish',
  'event.draft',
  'event.share',
  'artist.create',
  'artist.update',
  'artist.share',
  'artist.show',
  'artist.hide',
  'venue.create',
  'venue.update',
  'venue.delete',
  'user.create',
  'user.update',
  'user.roles',
  'user.welcome',
  'user.delete',
  'announcement.send',
  'report.handle',
  'order.resend',
  'order.refund',
  'order.reissue',
  'order.export',
  'schedule.import',
] as const;
export const auditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditAction>;

/** The summary keeps to ids, titles, venue names, field and role names: no one's personal data. */
export const AUDIT_SUMMARY_MAX = 1000;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorId: z.number().int(),
  /** The acting account's current name, for admins reading the log; null once it is deleted. */
  actorName: z.string().nullable(),
  action: auditAction,
  targetKind: auditKind,
  targetId: z.number().int().nullable(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = page(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

export const AUDIT_PAGE_SIZE = 20;

export const auditQuery = z.object({ kind: auditKind.optional() });
export type AuditQuery = z.infer<typeof auditQuery>;
