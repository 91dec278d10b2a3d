import {
  type Announcement,
  type AnnouncementLevel,
  type SendAnnouncementRequest,
} from '../../../src/api/contract/announcements';
import { MANAGEMENT_MESSAGES } from '../../../src/api/contract/management';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { recordAudit } from '../audit/record';
import { queuePush, type Urgency } from '../push/push-jobs';
import * as queries from './queries';
import { announcementRecipients } from './recipients';

/**
 * One RFC 8030 topic for every announcement: a newer one replaces one the push service still
 * holds for an offline phone, so a phone coming back gets the latest, not a backlog.
 */
export const ANNOUNCEMENT_TOPIC = 'announcement';

/** An urgent announcement (weather, a stage closed) wakes a phone; a normal one may wait. */
export const urgencyOf = (level: AnnouncementLevel): Urgency =>
  level === 'urgent' ? 'high' : 'normal';

/** The in-app banner shows announcements of the last day; older ones live on in the feed. */
const BANNER_HOURS = 24;
/** An announcement that waited a day at the push service is stale: the feed has it. */
const ANNOUNCEMENT_TTL_SECONDS = 24 * 60 * 60;

export function createAnnouncementService(db: Database, bus: Bus) {
  return {
    /**
     * The festival's post, the pushes to its audience and the audit row, in one transaction: a
     * failure leaves no post without pushes and no pushes without a post.
     */
    async send(
      caller: AuthUser,
      request: SendAnnouncementRequest,
    ): Promise<{ postId: number; queued: number }> {
      const { audience } = request;
      if (audience.kind === 'venue' && !(await queries.findVenueName(db, audience.venueId))) {
        throw new HttpError(404, MANAGEMENT_MESSAGES.venueNotFound);
      }
      return db.transaction(async (tx) => {
        const postId = await queries.insertAnnouncement(tx, request);
        const recipients = await announcementRecipients(tx, audience, request.level);
        const queued = await queuePush(tx, bus, recipients, {
          key: `announcement:${postId}`,
          payload: {
            kind: 'announcement',
            title: request.title,
            body: request.text,
            tag: ANNOUNCEMENT_TOPIC,
            url: `/feed/post/${postId}`,
          },
          topic: ANNOUNCEMENT_TOPIC,
          urgency: urgencyOf(request.level),
          ttlSeconds: ANNOUNCEMENT_TTL_SECONDS,
        });
        await recordAudit(tx, caller, {
          action: 'announcement.send',
          targetKind: 'announcement',
          targetId: postId,
          summary: `${request.level}, ${queries.audienceSummary(audience)}: ${request.title}: ${request.text}`,
        });
        return { postId, queued };
      });
    },

    latestFor: (userId: number): Promise<Announcement | null> =>
      queries.findLatestFor(db, userId, BANNER_HOURS),
  };
}
