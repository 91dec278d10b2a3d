import { z } from 'zod';

/** Tags, genres and companies (spec §3 Tag, Genre, Company; §5 Tags, Genres; §7 Reference data). */

export const tagDto = z.object({ id: z.number().int(), name: z.string() });
export type TagDto = z.infer<typeof tagDto>;
export const tagList = z.array(tagDto);

export const genreDto = z.object({ id: z.number().int(), name: z.string() });
export type GenreDto = z.infer<typeof genreDto>;
export const genreList = z.array(genreDto);

export const companyDto = z.object({ id: z.number().int(), name: z.string() });
export type CompanyDto = z.infer<typeof companyDto>;
export const companyList = z.array(companyDto);

/** Spec §5/§9: at most 3 tags in onboarding and the own profile, 10 in the admin tag editor. */
export const TAGS_MAX = 3;
export const TAGS_MAX_ADMIN = 10;
/** Spec §5/§9: at most 10 genres. */
export const GENRES_MAX = 10;
export const TAG_NAME_MAX = 30;
export const COMPANY_NAME_MAX = 80;
/** Most ids a by-ids call may ask for. */
export const MAX_REFERENCE_IDS = 200;

export const REFERENCE_MESSAGES = {
  /** Spec §5 Tags. */
  blockedWord: 'Dieses Wort ist nicht erlaubt!',
  tooManyTags: 'You can choose at most 3 tags.',
  tooManyAdminTags: 'You can choose at most 10 tags.',
  tooManyGenres: 'You can choose at most 10 genres.',
  tagNotFound: 'Tag not found',
  companyNotFound: 'Company not found',
  unknownTag: 'Unknown tag',
  unknownGenre: 'Unknown genre',
  unknownCompany: 'Unknown company',
  tagExists: 'Tag already exists',
} as const;

/**
 * Words a tag may not contain, German and English (spec §5 Tags). Compared per word after
 * `normaliseWord`, so "Fuck", "f*ck" spelled with digits ("5h1t") and umlaut variants are caught,
 * while harmless words that merely contain one ("Class", "Scunthorpe") are not.
 */
export const BLOCKED_TAG_WORDS: readonly string[] = [
  // English
  'fuck',
  'fucking',
  'fucker',
  'motherfucker',
  'shit',
  'bullshit',
  'bitch',
  'bastard',
  'asshole',
  'arsehole',
  'dick',
  'cock',
  'cunt',
  'pussy',
  'slut',
  'whore',
  'wanker',
  'nigger',
  'nigga',
  'faggot',
  'fag',
  'retard',
  'porn',
  'nazi',
  'rape',
  'rapist',
  // German
  'scheisse',
  'scheiße',
  'scheiss',
  'scheiß',
  'arsch',
  'arschloch',
  'wichser',
  'fotze',
  'hure',
  'hurensohn',
  'schlampe',
  'ficken',
  'fick',
  'schwuchtel',
  'spast',
  'spasti',
  'missgeburt',
  'neger',
  'kanake',
  'nutte',
  'pimmel',
  'schwanz',
  'titten',
  'drecksau',
  'sieg heil',
  'heil hitler',
  'hitler',
];

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Lower-case with digits/symbols read as letters ("5h1t" → "shit"). */
export function normaliseWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[0-9@$]/g, (c) => LEET[c] ?? c)
    .replace(/ae/g, 'ä')
    .replace(/oe/g, 'ö')
    .replace(/ue/g, 'ü');
}

const BLOCKED = new Set(BLOCKED_TAG_WORDS.map(normaliseWord));
const BLOCKED_PHRASES = BLOCKED_TAG_WORDS.filter((w) => w.includes(' ')).map(normaliseWord);

/** True when a tag (or any text) holds a word of the blocked list (spec §5 Tags). */
export function isBlockedTagWord(text: string): boolean {
  const normalised = normaliseWord(text.trim());
  const words = normalised.split(/[^\p{L}]+/u).filter(Boolean);
  if (words.some((word) => BLOCKED.has(word))) return true;
  // "f.u.c.k" / "f u c k": the letters alone, joined.
  if (BLOCKED.has(words.join(''))) return true;
  const spaced = ` ${words.join(' ')} `;
  return BLOCKED_PHRASES.some((phrase) => spaced.includes(` ${phrase} `));
}

/** A tag name a user may create: trimmed, 1 to 30 characters, no blocked word. */
export const tagName = z
  .string()
  .trim()
  .min(1, 'Tag name is required')
  .max(TAG_NAME_MAX)
  .refine((name) => !isBlockedTagWord(name), REFERENCE_MESSAGES.blockedWord);

/** Why a tag selection is refused (null: fine). `max` is 3 in onboarding/profile, 10 for admins. */
export function tagSelectionError(names: readonly string[], max: number = TAGS_MAX): string | null {
  if (names.some((name) => isBlockedTagWord(name))) return REFERENCE_MESSAGES.blockedWord;
  if (names.length > max) {
    return max === TAGS_MAX ? REFERENCE_MESSAGES.tooManyTags : REFERENCE_MESSAGES.tooManyAdminTags;
  }
  return null;
}

/** A tag name on the wire; the server answers a blocked word with exactly the §5 message. */
export const tagNameInput = z.string().trim().min(1, 'Tag name is required').max(TAG_NAME_MAX);

/** Body of POST /api/tags/save: id null creates (any member), an id renames (admin only). */
export const tagSaveRequest = z.object({
  id: z.number().int().positive().nullish(),
  name: tagNameInput,
});
export type TagSaveRequest = z.infer<typeof tagSaveRequest>;

/** Body of POST /api/tags/get/custom and POST /api/user/genres/update. */
export const idsRequest = z.object({
  ids: z.array(z.number().int().positive()).max(MAX_REFERENCE_IDS),
});
export type IdsRequest = z.infer<typeof idsRequest>;

/** Query of GET /api/company/find/all: optional case-insensitive part of the name, and a limit. */
export const companySearchQuery = z.object({
  search: z.string().max(COMPANY_NAME_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});
export type CompanySearchQuery = z.infer<typeof companySearchQuery>;

/**
 * Body of POST /api/company/add {id: null, name}. An existing company with the same name (any
 * case) is answered instead of a duplicate.
 */
export const companyAddRequest = z.object({
  id: z.null().optional(),
  name: z.string().trim().min(1, 'Company name is required').max(COMPANY_NAME_MAX),
});
export type CompanyAddRequest = z.infer<typeof companyAddRequest>;

/** True when a company search has no exact (case-insensitive) match: offer 'create company'. */
export function offerCreateCompany(search: string, found: readonly CompanyDto[]): boolean {
  const wanted = search.trim().toLowerCase();
  return wanted.length > 0 && !found.some((c) => c.name.trim().toLowerCase() === wanted);
}
