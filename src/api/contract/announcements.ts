import { z } from 'zod';
import { CAPTION_MAX } from './feed';
import { ROLES } from './roles';

/** Issue #37: staff announcements, the festival's posts that push. */
export const ANNOUNCEMENT_LEVELS = ['normal', 'urgent'] as const;
export const announcementLevel = z.enum(ANNOUNCEMENT_LEVELS);
export type AnnouncementLevel = z.infer<typeof announcementLevel>;

export const AUDIENCE_KINDS = ['everyone', 'venue', 'role'] as const;

export const ANNOUNCEMENT_TITLE_MAX = 100;

/** Everyone, the people who saved an event at one venue, or everyone with one role. */
export const announcementAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('venue'), venueId: z.number().int().positive() }),
  z.object({ kind: z.literal('role'), role: z.enum(ROLES) }),
]);
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

/** POST /api/announcement/send (staff). The text becomes the post's text, so it fits a caption. */
export const sendAnnouncementRequest = z.object({
  title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
  text: z.string().trim().min(1).max(CAPTION_MAX),
  audience: announcementAudience,
  level: announcementLevel,
});
export type SendAnnouncementRequest = z.infer<typeof sendAnnouncementRequest>;

/** The post in the feed, and how many devices a push was queued for. */
export const sendAnnouncementResponse = z.object({
  postId: z.number().int(),
  queued: z.number().int(),
});

export const announcement = z.object({
  postId: z.number().int(),
  title: z.string(),
  text: z.string(),
  level: announcementLevel,
  createdAt: z.iso.datetime(),
});
export type Announcement = z.infer<typeof announcement>;

/** GET /api/announcement/latest: the newest one addressed to the caller in the last day. */
export const latestAnnouncementResponse = z.object({ announcement: announcement.nullable() });
