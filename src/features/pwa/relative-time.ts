const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** "5 minutes ago" / "vor 5 Minuten", "yesterday" / "gestern": the largest whole unit, in `language`. */
export const formatRelativeTime = (from: number, now: number, language: string): string => {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  const elapsed = Math.max(0, now - from);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(elapsed / size);
    if (count > 0) return format.format(-count, unit);
  }
  return format.format(0, 'second');
};
