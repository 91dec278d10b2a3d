import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, page } from './common';
import { labelRole } from './program';
import { tagDto } from './reference';

/** The lobby and 'For you' (spec §2 Lobby, 'For you'; §4 Lobby recommendation; §5 Lobby search). */

/** A person's card in the lobby. */
export const lobbyCard = z.object({
  id: z.number().int(),
  /** First and last name, null when neither is set. */
  fullName: z.string().nullable(),
  /** Artist or nickname (display name). Show `shownName(card)` from ./people. */
  name: z.string().nullable(),
  image: z.string().nullable(),
  labelRole,
  /** Role and company of the first profession. */
  role: z.string().nullable(),
  companyName: z.string().nullable(),
  tags: z.array(tagDto),
  /** Recommendation score for the caller (2 per shared tag, 4 per company, 1 per role). */
  score: z.number().int(),
  /** A big tile (about 10 % of cards, fixed per user: see `isBigDisplay`). */
  bigDisplay: z.boolean(),
  /** The caller's own card. */
  me: z.boolean(),
});
export type LobbyCard = z.infer<typeof lobbyCard>;

export const LOBBY_SORTS = ['recommended', 'name'] as const;
export const lobbySortBy = z.enum(LOBBY_SORTS);
export type LobbySortBy = z.infer<typeof lobbySortBy>;
export const sortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrder>;

/** The three choices of the sort select (spec §2); the old lobby offers only A to Z and Z to A. */
export const LOBBY_SORT_OPTIONS = {
  recommended: { sortBy: 'recommended', order: 'desc' },
  az: { sortBy: 'name', order: 'asc' },
  za: { sortBy: 'name', order: 'desc' },
} as const satisfies Record<string, { sortBy: LobbySortBy; order: SortOrder }>;
export type LobbySortOption = keyof typeof LOBBY_SORT_OPTIONS;

export const LOBBY_SEARCH_MAX = 100;
export const LOBBY_PAGE_SIZE_MAX = 100;

export const lobbyFilter = z.object({
  /** Case-sensitive part of full name, display name, a company or a role (spec §5). */
  search: z.string().max(LOBBY_SEARCH_MAX).nullish(),
  /** A tag id: /lobby/{tagId} (spec §2). */
  id: z.number().int().positive().nullish(),
  /** People with any of these tags. */
  tagIds: z.array(z.number().int().positive()).max(50).optional(),
  /** People working at any of these companies. */
  companyIds: z.array(z.number().int().positive()).max(50).optional(),
  /** People with any of these roles (compared like `normaliseRole`). */
  roles: z.array(z.string().max(80)).max(50).optional(),
});
export type LobbyFilter = z.infer<typeof lobbyFilter>;

/**
 * Body of POST /api/user/get/lobby/page/{n} (pages from 0). Without a sort: Recommended.
 * The caller's own card is never in `content`; it comes as `own` with every page.
 */
export const lobbyPageRequest = z.object({
  filter: lobbyFilter.nullish(),
  sort: z.object({ sortBy: lobbySortBy, order: sortOrder.default('asc') }).nullish(),
  size: z.number().int().min(1).max(LOBBY_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
});
export type LobbyPageRequest = z.input<typeof lobbyPageRequest>;

export const lobbyPage = page(lobbyCard).extend({ own: lobbyCard });
export type LobbyPage = z.infer<typeof lobbyPage>;

/**
 * Query of GET /api/user/recommendations (also GET /api/user/get/lobby): 'For you', people by
 * score, only those sharing something.
 */
export const recommendationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const lobbyCardList = z.array(lobbyCard);

/** Spec §9 Lobby. */
export const LOBBY_PLACEHOLDERS = 15;
export const LOBBY_DEBOUNCE_MS = 300;

/** How two people's tags, companies and roles compare (ids and role texts). */
export interface LobbyInterests {
  tagIds: readonly number[];
  companyIds: readonly number[];
  roles: readonly string[];
}

export const SCORE_PER_TAG = 2;
export const SCORE_PER_COMPANY = 4;
export const SCORE_PER_ROLE = 1;

/** Roles match ignoring case and surrounding spaces; a blank role matches nothing. */
export function normaliseRole(role: string): string {
  return role.trim().toLowerCase();
}

const distinct = <T>(values: readonly T[]) => [...new Set(values)];

/** Spec §4: 2 per shared tag, 4 per shared company, 1 per shared role (each counted once). */
export function lobbyScore(me: LobbyInterests, other: LobbyInterests): number {
  const shared = <T>(a: readonly T[], b: readonly T[]) => {
    const set = new Set(b);
    return distinct(a).filter((value) => set.has(value)).length;
  };
  const roles = (list: readonly string[]) => list.map(normaliseRole).filter(Boolean);
  return (
    SCORE_PER_TAG * shared(me.tagIds, other.tagIds) +
    SCORE_PER_COMPANY * shared(me.companyIds, other.companyIds) +
    SCORE_PER_ROLE * shared(roles(me.roles), roles(other.roles))
  );
}

/** What the lobby search looks at (spec §5). */
export interface LobbySearchable {
  fullName: string | null;
  /** Display name (nickname). */
  name: string | null;
  companies: readonly string[];
  roles: readonly string[];
}

/** Spec §5: a case-sensitive substring of full name, a company, a role or the display name. */
export function matchesLobbySearch(person: LobbySearchable, search: string | null | undefined) {
  const needle = search?.trim() ?? '';
  if (!needle) return true;
  return [person.fullName, person.name, ...person.companies, ...person.roles].some(
    (text) => text?.includes(needle) ?? false,
  );
}

/**
 * Letters the A to Z order reads as their base letter (DIN 5007-1: "Özdemir" among the O's, not
 * after "Zoe"); `ß` reads as "ss". The database's generated `users.name_key` folds with the same
 * two strings (PostgreSQL `translate`), so server and client order alike.
 */
const FOLDED = 'aaaaaaaceeeeiiiinoooooouuuuyy';
// Capitals too: a database whose character type is "C" lower-cases ASCII letters only.
export const NAME_FOLD_FROM = 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝŸ';
export const NAME_FOLD_TO = FOLDED + FOLDED;

/**
 * The A to Z key: the lower-cased shown name (full name, else display name) with accents folded,
 * compared by code point — the server sorts `COLLATE "C"` so every node and database orders alike.
 * People without any name ('Unnamed') come last in both directions.
 */
export function lobbyNameKey(person: { fullName: string | null; name: string | null }): string {
  const shown = (person.fullName?.trim() || person.name?.trim() || '').toLowerCase();
  let key = '';
  for (const letter of shown.replaceAll('ß', 'ss').replaceAll('ẞ', 'ss')) {
    const at = NAME_FOLD_FROM.indexOf(letter);
    key += at < 0 ? letter : NAME_FOLD_TO.charAt(at);
  }
  return key;
}

/** Spec §9: about 10 % of cards are big; fixed per user so a card keeps its size across pages. */
export function isBigDisplay(userId: number): boolean {
  // Knuth's multiplicative hash spreads consecutive ids; 0..99 < 10 is 10 %.
  return (Math.imul(userId, 2654435761) >>> 0) % 100 < 10;
}
