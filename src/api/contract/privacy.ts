import { z } from 'zod';
import { socials } from './auth';
import { role } from './common';
import { notificationSettings } from './notification-settings';
import { professionDto } from './people';
import { genreDto, tagDto } from './reference';

/** A member's own privacy choices and their data (GDPR, issue #42). */

/**
 * GET /api/user/privacy and the answer of POST /api/user/privacy. Both are off until the member
 * turns them on (privacy by default); artists and speakers are public whatever they choose.
 */
export const privacyChoices = z.object({
  /** /u/user/{id} shows the profile to anyone, without a login. */
  profilePublic: z.boolean(),
  /** The lobby, 'For you' and 'People working with' lists show the member to other members. */
  inLobby: z.boolean(),
  /** True for artists and speakers: their profile is public with the program, whatever they choose. */
  publicAsArtist: z.boolean(),
});
export type PrivacyChoices = z.infer<typeof privacyChoices>;

/** Body of POST /api/user/privacy: absent choices stay as they are. */
export const privacyChoicesRequest = z
  .object({ profilePublic: z.boolean(), inLobby: z.boolean() })
  .partial()
  .strict();
export type PrivacyChoicesRequest = z.infer<typeof privacyChoicesRequest>;

/** Body of POST /api/user/delete: the account's password confirms the deletion. */
export const accountDeletionRequest = z.object({ password: z.string().min(1).max(200) });
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequest>;

export const PRIVACY_MESSAGES = {
  deletionPasswordWrong: 'The password is not correct.',
  deletionNeedsPassword:
    'This account has no password yet. Set one with "Forgot password" first, then delete the account.',
  lastAdminStays: 'The last admin cannot delete their account.',
} as const;

const when = z.string();

/** The file name a browser saves the export under. */
export const DATA_EXPORT_FILE = 'festival-data.json';

/** GET /api/user/export (Art. 15 and 20): everything the festival keeps about the caller. */
export const dataExport = z.object({
  format: z.literal('festival-data-export/1'),
  exportedAt: when,
  profile: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    name: z.string().nullable(),
    bio: z.string().nullable(),
    /** URL of the profile photo, null without one. */
    image: z.string().nullable(),
    roles: z.array(role),
    roleLabel: z.string().nullable(),
    reference: z.string().nullable(),
    socials,
    tags: z.array(tagDto),
    genres: z.array(genreDto),
    professions: z.array(professionDto),
    years: z.array(z.number().int()),
    profilePublic: z.boolean(),
    inLobby: z.boolean(),
    visibleOnWebsite: z.boolean(),
    confirmed: z.boolean(),
    createdAt: when,
    updatedAt: when,
  }),
  /** Social logins linked to the account. */
  socialLogins: z.array(z.object({ issuer: z.string(), createdAt: when })),
  favourites: z.array(z.object({ eventId: z.number().int(), title: z.string(), addedAt: when })),
  orders: z.array(
    z.object({
      uid: z.string(),
      status: z.string(),
      /** The buyer as entered at checkout. */
      consumer: z.unknown(),
      items: z.array(
        z.object({
          name: z.string(),
          quantity: z.number().int(),
          unitPriceCents: z.number().int(),
          totalCents: z.number().int(),
        }),
      ),
      grandTotalCents: z.number().int(),
      currency: z.string(),
      createdAt: when,
      completedAt: when.nullable(),
    }),
  ),
  /** Tickets the caller holds now (bought or handed over to them). */
  tickets: z.array(
    z.object({
      uid: z.string(),
      orderUid: z.string(),
      ownerName: z.string(),
      year: z.number().int(),
      redeemedAt: when.nullable(),
      createdAt: when,
    }),
  ),
  cart: z.array(z.object({ productUid: z.string(), amount: z.number().int() })),
  posts: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      tags: z.array(z.string()),
      image: z.string().nullable(),
      createdAt: when,
    }),
  ),
  comments: z.array(
    z.object({ id: z.number().int(), postId: z.number().int(), text: z.string(), createdAt: when }),
  ),
  likes: z.array(z.object({ postId: z.number().int(), createdAt: when })),
  chatMessagesSent: z.array(
    z.object({
      recipientId: z.number().int(),
      content: z.string(),
      createdAt: when,
      readAt: when.nullable(),
    }),
  ),
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), createdAt: when, updatedAt: when })),
  /** Whether a calendar feed link exists (its secret is never shown again). */
  calendarFeed: z.object({ createdAt: when }).nullable(),
  notificationSettings,
  /** Reminders before saved events that were sent, one per event and start time. */
  remindersSent: z.array(z.object({ eventId: z.number().int(), startsAt: when, sentAt: when })),
  /** People the caller blocked (issue #37). */
  blocks: z.array(z.object({ personId: z.number().int(), blockedAt: when })),
  /** Chat messages the caller reported to staff, and whether staff handled them. */
  reports: z.array(
    z.object({
      messageId: z.number().int(),
      reason: z.string().nullable(),
      reportedAt: when,
      handledAt: when.nullable(),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExport>;
