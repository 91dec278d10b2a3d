/** Spec §2/§4 onboarding: six pages, the sixth (genres) only for artists. */
export const WIZARD_PAGES = ['tags', 'personal', 'work', 'photo', 'socials', 'genres'] as const;
export type WizardPage = (typeof WIZARD_PAGES)[number];

export const pageCount = (isArtist: boolean): number =>
  isArtist ? WIZARD_PAGES.length : WIZARD_PAGES.length - 1;

/** The page at 1-based `number`, or null for an unknown page (the wizard then shows 'Wrong'). */
export const pageAt = (number: number, isArtist: boolean): WizardPage | null =>
  Number.isInteger(number) && number >= 1 && number <= pageCount(isArtist)
    ? (WIZARD_PAGES[number - 1] ?? null)
    : null;

export interface WizardNavigation {
  /** Previous page number, null on the first page. */
  back: number | null;
  /** Next page number, null on the last page (which shows 'Start Networking'). */
  next: number | null;
  isLast: boolean;
}

export const navigationAt = (number: number, isArtist: boolean): WizardNavigation => {
  const count = pageCount(isArtist);
  return {
    back: number > 1 ? number - 1 : null,
    next: number < count ? number + 1 : null,
    isLast: number === count,
  };
};

/** `?page=` as the wizard reads it: a missing value is the first page, junk is an unknown page. */
export const parsePage = (value: unknown): number => {
  if (value === undefined || value === null || value === '') return 1;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
};
