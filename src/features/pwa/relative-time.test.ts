import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/pwa.json';
import en from '../../../locales/en/pwa.json';
import { formatRelativeTime } from './relative-time';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const now = Date.UTC(2025, 6, 18, 12);

const wording = async (language: 'de' | 'en') => {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    ns: ['pwa'],
    defaultNS: 'pwa',
    resources: { de: { pwa: de }, en: { pwa: en } },
  });
  const t = i18n.getFixedT(language, 'pwa');
  return (from: number) => formatRelativeTime(from, now, t);
};

describe('formatRelativeTime', () => {
  it('says minutes ago in English and German', async () => {
    expect((await wording('en'))(now - 5 * MINUTE)).toBe('5 minutes ago');
    expect((await wording('de'))(now - 5 * MINUTE)).toBe('vor 5 Minuten');
  });

  it('uses the largest whole unit', async () => {
    const english = await wording('en');
    expect(english(now - 90 * MINUTE)).toBe('1 hour ago');
    expect(english(now - 3 * DAY)).toBe('3 days ago');
    expect((await wording('de'))(now - 26 * 60 * MINUTE)).toBe('gestern');
  });

  it('says now for under a minute and for clocks slightly ahead', async () => {
    expect((await wording('en'))(now - 20_000)).toBe('now');
    expect((await wording('de'))(now + 5_000)).toBe('jetzt');
  });

  it('words every span as Intl.RelativeTimeFormat does', async () => {
    for (const language of ['de', 'en'] as const) {
      const ours = await wording(language);
      const intl = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
      const spans = [
        0,
        30_000,
        MINUTE,
        2 * MINUTE,
        59 * MINUTE,
        60 * MINUTE,
        61 * MINUTE,
        5 * 60 * MINUTE,
        23 * 60 * MINUTE,
      ];
      spans.push(DAY, DAY + MINUTE, 2 * DAY, 3 * DAY, 7 * DAY, 40 * DAY);
      for (const span of spans) {
        const count = [DAY, 60 * MINUTE, MINUTE].map((size) => Math.floor(span / size));
        const [days = 0, hours = 0, minutes = 0] = count;
        const expected =
          days > 0
            ? intl.format(-days, 'day')
            : hours > 0
              ? intl.format(-hours, 'hour')
              : minutes > 0
                ? intl.format(-minutes, 'minute')
                : intl.format(0, 'second');
        expect(ours(now - span)).toBe(expected);
      }
    }
  });
});
