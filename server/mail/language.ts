export const MAIL_LANGUAGES = ['de', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * Accounts store no language, so a mail follows the request that caused it: English when the
 * browser prefers English over German (Accept-Language), German otherwise.
 */
export function mailLanguage(acceptLanguage: string | undefined): MailLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.split('-')[0] ?? '', q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const known = ranked.find((entry) => entry.language === 'de' || entry.language === 'en');
  return known?.language === 'en' ? 'en' : 'de';
}
