import { scheduleFeedPaths } from '@/api/contract/schedule-export';

export type FeedLanguage = 'de' | 'en';

export const feedLanguageOf = (language: string): FeedLanguage =>
  language.startsWith('en') ? 'en' : 'de';

/** Absolute URLs of an edition's schedule feeds, for other apps (they need the full address). */
export const scheduleFeedUrls = (year: number, language: FeedLanguage, origin: string) => {
  const paths = scheduleFeedPaths(year, language);
  const absolute = (path: string) => new URL(path, origin).toString();
  const xml = absolute(paths.xml);
  return {
    xml,
    json: absolute(paths.json),
    atom: absolute(paths.atom),
    // Giggity's deep link (its README, "Deeplinking into Giggity"): Android opens the app on it.
    giggity: `https://ggt.gaa.st/#url=${encodeURIComponent(xml)}`,
  };
};
