export type PdfLanguage = 'de' | 'en';

const LOCALES: Record<PdfLanguage, string> = { de: 'de-DE', en: 'en-GB' };

const dayFormat = (language: PdfLanguage) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  });

// Noon UTC is the same calendar day in Berlin all year.
const dayOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`);

/**
 * The festival's days, e.g. "13.–16. August 2025" or "13–16 August 2025"; one day alone when the
 * other is missing, null when both are.
 */
export function formatFestivalDates(
  firstDay: string | null,
  lastDay: string | null,
  language: PdfLanguage,
): string | null {
  const first = firstDay ?? lastDay;
  const last = lastDay ?? firstDay;
  if (!first || !last) return null;
  return (
    dayFormat(language)
      .formatRange(dayOf(first), dayOf(last))
      // ICU sets thin spaces around the dash even between two day numbers ("13 – 16 August").
      .replace(/(\d)\u2009–\u2009(\d)/u, '$1–$2')
  );
}

/** A price in the reader's language, e.g. "189,00 €" or "€189.00". */
export const formatPrice = (cents: number, currency: string, language: PdfLanguage): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(cents / 100);
