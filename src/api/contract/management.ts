import { z } from 'zod';
import { email } from './auth';
import { API_MESSAGES, ONE_LINE, page, role } from './common';
import { CONFERENCE_TOPICS, CONFERENCE_TYPES } from './conference';
import { MANAGEMENT_MESSAGES } from './management-messages';
import { eventState, genreRef, labelRole, venueDto } from './program';

/** Management area calls (spec §2 Management dashboard, §3, §5, §6, §7 Events/artists/venues/User). */

export { MANAGEMENT_MESSAGES };

export const MAX_GENRES = 10;
export const MAX_ADMIN_TAGS = 10;
/** User search for sharing starts at 3 characters (spec §5). */
export const SHARE_SEARCH_MIN = 3;
/**
 * The e-mail search answers at most this many accounts; a prefix match shows the address only up
 * to what was typed (issue #42: no listing of addresses).
 */
export const EMAIL_SEARCH_LIMIT = 5;

/** Spec §5 URL fields: optional http(s) scheme, a host with dots, an optional path. */
export const URL_PATTERN = /^(https?:\/\/)?[\w-]+(\.[\w-]+)*\.[a-z]{2,}(:\d+)?(\/\S*)?$/i;
export const isValidUrl = (value: string): boolean =>
  value.trim() === '' || URL_PATTERN.test(value.trim());

/**
 * A path of this app ("/shop", "/u/event/3"): one leading slash, no second one or backslash
 * right after it (browsers read "//host" and "/\\host" as another site), no spaces.
 */
export const INTERNAL_PATH = /^\/(?![/\\])[^\s\\]*$/;
/** A ticket link is a URL or a path of this app (the seed's events link to "/shop"). */
export const isValidTicketLink = (value: string): boolean =>
  isValidUrl(value) || INTERNAL_PATH.test(value.trim());

/** An optional link: empty means none (null); anything else must be a URL. */
export const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine(isValidUrl, MANAGEMENT_MESSAGES.invalidUrl)
  .nullish()
  .transform((value) => (value ? value : null));

/** Wall-clock 'yyyy-MM-ddTHH:mm' (Europe/Berlin is assumed) or ISO with offset (spec §5 Event dates). */
export const eventDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/,
    'Must be a date-time',
  );

/** An image sent inline (admin uploads are sent as base64, spec §5), or the URL it already has. */
export const imageField = z.string().max(2_000_000).nullish();

const ids = z.array(z.number().int().positive()).max(200);

/** Body of POST /api/event/create and /api/event/update (spec §3 Event). */
export const eventInput = z.object({
  id: z.number().int().positive().nullish(),
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(200)
    .regex(ONE_LINE, API_MESSAGES.lineBreak),
  description: z.string().max(20_000).nullish(),
  dateTime: eventDateTime,
  end: eventDateTime.nullish(),
  ticketLink: z
    .string()
    .trim()
    .max(500)
    .refine(isValidTicketLink, MANAGEMENT_MESSAGES.invalidUrl)
    .nullish()
    .transform((value) => (value ? value : null)),
  instagramLink: optionalUrl,
  facebookLink: optionalUrl,
  conference: z.boolean(),
  genres: z.array(z.number().int().positive()).max(MAX_GENRES, 'At most 10 genres'),
  thumbnail: imageField,
  venueId: z.number().int().positive().nullish(),
  conferenceTopics: z.array(z.enum(CONFERENCE_TOPICS)).max(CONFERENCE_TOPICS.length).default([]),
  conferenceType: z.enum(CONFERENCE_TYPES).nullish(),
  state: eventState.default('PUBLISHED'),
  activeInCurrentEventRotation: z.boolean().default(false),
  year: z.number().int().min(2000).max(2100).nullish(),
});
export type EventInput = z.input<typeof eventInput>;

export const eventArtistRequest = z.object({
  eventId: z.number().int().positive(),
  artistId: z.number().int().positive(),
});
export type EventArtistRequest = z.infer<typeof eventArtistRequest>;

export const shareRequest = z.object({ ids });
export type ShareRequest = z.infer<typeof shareRequest>;

export const stateParams = z.object({ id: z.coerce.number().int().positive(), state: eventState });

/** Body of the management lists: search text and year (none: the festival's default year). */
export const adminListRequest = z.object({
  search: z.string().max(100).optional(),
  year: z.number().int().min(2000).max(2100).nullish(),
});
export type AdminListRequest = z.infer<typeof adminListRequest>;

export const adminEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  dateTime: z.string(),
  end: z.string().nullable(),
  conference: z.boolean(),
  state: eventState,
  year: z.number().int(),
  venue: z.string().nullable(),
  thumbnail: z.string().nullable(),
  artistCount: z.number().int(),
  createdBy: z.number().int().nullable(),
  editableBy: z.array(z.number().int()),
  canEdit: z.boolean(),
});
export type AdminEvent = z.infer<typeof adminEvent>;
export const adminEventPage = page(adminEvent);
export type AdminEventPage = z.infer<typeof adminEventPage>;

export const adminArtist = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  profilePicture: z.string().nullable(),
  labelRole,
  phantom: z.boolean(),
  visibleOnWebsite: z.boolean(),
  years: z.array(z.number().int()),
  createdBy: z.number().int().nullable(),
  editableBy: z.array(z.number().int()),
  canEdit: z.boolean(),
});
export type AdminArtist = z.infer<typeof adminArtist>;
export const adminArtistPage = page(adminArtist);
export type AdminArtistPage = z.infer<typeof adminArtistPage>;

/** Body of POST /api/artist/edit: id null creates a phantom artist (ROLE_PHANTOM, spec §4 Roles). */
export const artistInput = z.object({
  id: z.number().int().positive().nullish(),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100)
    .regex(ONE_LINE, API_MESSAGES.lineBreak),
  labelRole: labelRole.optional(),
  profilePicture: imageField,
  years: z.array(z.number().int().min(2000).max(2100)).max(20).optional(),
});
export type ArtistInput = z.input<typeof artistInput>;

export const visibilityToggleRequest = z.object({
  id: z.number().int().positive(),
  state: z.boolean(),
});

/** Body of POST /api/venue/update: id null creates one. */
export const venueInput = z.object({
  id: z.number().int().positive().nullish(),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(200)
    .regex(ONE_LINE, API_MESSAGES.lineBreak),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  image: imageField,
  website: optionalUrl,
});
export type VenueInput = z.input<typeof venueInput>;

/** A venue of the management cards: only its creator and admins may change it (issue #42). */
/** `eventCount`: events at this venue, drafts included (its deletion leaves them 'TBA'). */
export const adminVenue = venueDto.extend({ canEdit: z.boolean(), eventCount: z.number().int() });
export type AdminVenue = z.infer<typeof adminVenue>;
export const adminVenueList = z.array(adminVenue);

export const managementSummary = z.object({
  countArtists: z.number().int(),
  countEvents: z.number().int(),
});
export type ManagementSummary = z.infer<typeof managementSummary>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/management/options: what the management forms offer (years from the settings). */
export const managementOptions = z.object({
  years: z.array(z.number().int()),
  defaultYear: z.number().int(),
  genres: z.array(genreRef),
  tags: z.array(named),
  conferenceTopics: z.array(z.string()),
  conferenceTypes: z.array(z.string()),
});
export type ManagementOptions = z.infer<typeof managementOptions>;

export const roleList = z.array(z.object({ name: role }));

/** A user found by e-mail for sharing (spec §5 User search for sharing). */
export const userRef = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type UserRef = z.infer<typeof userRef>;

export const emailParam = z.object({ email: z.string().trim().min(SHARE_SEARCH_MIN).max(254) });

export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string().nullable(),
  fullName: z.string(),
  roles: z.array(role),
  profilePicture: z.string().nullable(),
  phantom: z.boolean(),
  bio: z.string().nullable(),
  tags: z.array(named),
  genres: z.array(genreRef),
  professions: z.array(
    z.object({ id: z.number().int(), role: z.string(), companyName: z.string().nullable() }),
  ),
  socials: z.object({
    website: z.string().nullable(),
    spotify: z.string().nullable(),
    soundcloud: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
    linkedIn: z.string().nullable(),
    twitter: z.string().nullable(),
  }),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.array(adminUser);

/** Answer of POST /api/user/create/{type}: the text 'User erfolgreich erstellt.' and the user. */
export const createdUser = z.object({ message: z.string(), user: adminUser });

export const adminUserQuery = z.object({
  search: z.string().max(100).optional(),
  role: role.optional(),
});

const socialsInput = z
  .object({
    website: optionalUrl,
    spotify: optionalUrl,
    soundcloud: optionalUrl,
    instagram: optionalUrl,
    youtube: optionalUrl,
    linkedIn: optionalUrl,
    twitter: optionalUrl,
  })
  .partial();

const personName = z.string().trim().max(50).regex(ONE_LINE, API_MESSAGES.lineBreak).nullish();

/** Body of POST /api/user/create/{type} (spec §3 New-user payload). */
export const newUserRequest = z.object({
  firstName: personName,
  lastName: personName,
  name: z.string().trim().max(100).regex(ONE_LINE, API_MESSAGES.lineBreak).nullish(),
  bio: z.string().max(5000).nullish(),
  /** The role label shown on cards ('Artist', 'Speaker', …); the account's role is `{type}`. */
  role: z.string().trim().max(50).nullish(),
  company: z.string().trim().max(200).nullish(),
  email,
  profilePic: imageField,
  website: optionalUrl,
  socials: socialsInput.optional(),
  genre: z.array(z.number().int().positive()).max(MAX_GENRES, 'At most 10 genres').default([]),
});
export type NewUserRequest = z.input<typeof newUserRequest>;
export const userTypeParam = z.object({ type: role });

/** Body of POST /api/user/admin/update (spec §3 Admin user-edit payload). */
export const adminUserUpdate = z.object({
  userId: z.number().int().positive(),
  username: z.string().trim().max(100).regex(ONE_LINE, API_MESSAGES.lineBreak).nullish(),
  firstName: personName,
  lastName: personName,
  email,
  profilePicture: imageField,
  genre: z.array(z.number().int().positive()).max(MAX_GENRES, 'At most 10 genres'),
  tags: z.array(z.number().int().positive()).max(MAX_ADMIN_TAGS, 'At most 10 tags'),
  professions: z
    .array(
      z.object({
        role: z.string().trim().min(1).max(100),
        companyName: z.string().trim().max(200).regex(ONE_LINE, API_MESSAGES.lineBreak).nullish(),
      }),
    )
    .max(20),
  bio: z.string().max(5000).nullish(),
  socials: socialsInput,
});
export type AdminUserUpdate = z.input<typeof adminUserUpdate>;

export const rolesUpdateRequest = z.object({
  userId: z.number().int().positive(),
  roles: z.array(role).min(1).max(10),
});

export const welcomeRequest = z.object({
  userId: z.number().int().positive(),
  text: z.string().max(5000).default(''),
});

export const createdId = z.object({ id: z.number().int(), message: z.string().optional() });
