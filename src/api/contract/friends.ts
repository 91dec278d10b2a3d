import { z } from 'zod';

export { FRIENDS_MESSAGES } from './friends-messages';

/** Must-see or maybe of a saved event; 'none' is a saved event with no mark. */
export const PLAN_PRIORITIES = ['must', 'maybe', 'none'] as const;
export const planPriority = z.enum(PLAN_PRIORITIES);
export type PlanPriority = z.infer<typeof planPriority>;

/** Opaque secrets in links (base64url of 18 random bytes = 24 characters). */
const secret = z.string().regex(/^[\w-]{16,64}$/);
export const tokenParam = z.object({ token: secret });
export const friendCodeBody = z.object({ code: secret });

/** GET/POST /api/plan/share: the member's current read-only plan link (null: none). */
export const planShareDto = z.object({ token: secret.nullable() });
export type PlanShareDto = z.infer<typeof planShareDto>;

/** GET/POST /api/friends/code: the secret of the member's friend link and QR. */
export const friendCodeDto = z.object({ code: secret });
export type FriendCodeDto = z.infer<typeof friendCodeDto>;

export const planEntry = z.object({ eventId: z.number().int(), priority: planPriority });
export type PlanEntry = z.infer<typeof planEntry>;

export const friendDto = z.object({ id: z.number().int(), name: z.string() });
export type FriendDto = z.infer<typeof friendDto>;

/** POST /api/friends/connect: the new (or existing) friend. */
export const connectAnswer = z.object({ friend: friendDto });

/**
 * GET /api/friends/plans: what the sync stores for offline use: the caller's own marks and each
 * accepted friend with their saved, published events.
 */
export const friendsPlansDto = z.object({
  priorities: z.array(planEntry),
  friends: z.array(friendDto.extend({ plan: z.array(planEntry) })),
});
export type FriendsPlansDto = z.infer<typeof friendsPlansDto>;

/** GET /api/plan/public/{token}: the shared plan as the read-only page shows it, no login. */
export const publicPlanDto = z.object({
  name: z.string(),
  events: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      dateTime: z.string(),
      end: z.string().nullable(),
      conference: z.boolean(),
      venueName: z.string().nullable(),
      priority: planPriority,
    }),
  ),
});
export type PublicPlanDto = z.infer<typeof publicPlanDto>;
