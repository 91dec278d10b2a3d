import { z } from 'zod';

/** Fixed English texts of block and report refusals; the client translates them by name. */
export const SAFETY_MESSAGES = {
  blockSelf: 'You cannot block yourself',
  personNotFound: 'This person was not found',
  reportNotYours: 'You can only report messages of your own conversations',
  reportNotFound: 'This report was not found',
} as const;

export const REPORT_REASON_MAX = 500;

/** Whether I blocked this person (GET, PUT and DELETE /api/user/blocks/:id). */
export const blockState = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof blockState>;

/** Someone I blocked, for my list with an unblock button. */
export const blockedPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  blockedAt: z.iso.datetime(),
});
export type BlockedPerson = z.infer<typeof blockedPerson>;
export const blockedPeople = z.array(blockedPerson);

/** POST /api/chat/reports: a message of one of my conversations, for staff to look at. */
export const messageReportRequest = z.object({
  messageId: z.number().int().positive(),
  reason: z.string().trim().max(REPORT_REASON_MAX).optional(),
});
export type MessageReportRequest = z.infer<typeof messageReportRequest>;
export const messageReportCreated = z.object({ id: z.number().int() });

const personRef = z.object({ id: z.number().int(), name: z.string() });

/** An open report as staff see it (GET /api/management/reports). */
export const openReport = z.object({
  id: z.number().int(),
  reportedAt: z.iso.datetime(),
  reason: z.string().nullable(),
  reporter: personRef,
  sender: personRef,
  message: z.object({
    id: z.number().int(),
    content: z.string(),
    sentAt: z.iso.datetime(),
  }),
});
export type OpenReport = z.infer<typeof openReport>;
export const openReports = z.array(openReport);
