import { describe, expect, it } from 'vitest';
import { wordPush } from './push-text';

// 19:00 UTC in August is 21:00 in Berlin, on a Friday.
const at = '2025-08-15T19:00:00.000Z';

describe('push texts in the reader language', () => {
  it('words a moved favourite in German and English, at festival time', () => {
    const text = {
      key: 'favouriteMoved',
      params: { title: 'Night Set', at, venue: 'Stage B' },
    } as const;
    expect(wordPush(text, 'de')).toBe(
      'Dein Favorit Night Set wurde verlegt: Fr., 21:00 Uhr, Stage B',
    );
    expect(wordPush(text, 'en')).toBe('Your favourite Night Set moved to Fri 21:00 at Stage B');
  });

  it('words an event reminder with its venue', () => {
    const text = {
      key: 'favouriteStartsSoon',
      params: { title: 'Night Set', at, venue: 'Stage B' },
    } as const;
    expect(wordPush(text, 'de')).toBe('Night Set beginnt Fr., 21:00 Uhr, Stage B');
    expect(wordPush(text, 'en')).toBe('Night Set starts at Fri 21:00 at Stage B');
    expect(
      wordPush({ key: 'favouriteStartsSoonNoVenue', params: { title: 'Yoga', at } }, 'en'),
    ).toBe('Yoga starts at Fri 21:00');
  });

  it('leaves out the venue when the event has none', () => {
    const text = { key: 'favouriteMovedNoVenue', params: { title: 'Night Set', at } } as const;
    expect(wordPush(text, 'de')).toBe('Dein Favorit Night Set wurde verlegt: Fr., 21:00 Uhr');
  });

  it('words cancellations and likes', () => {
    expect(wordPush({ key: 'favouriteCancelled', params: { title: 'Yoga' } }, 'de')).toBe(
      'Dein Favorit Yoga fällt aus',
    );
    expect(wordPush({ key: 'postLiked', params: { name: 'Lea Sommer' } }, 'en')).toBe(
      'Lea Sommer likes your post',
    );
  });

  it('does not HTML-escape names (a notification is plain text)', () => {
    expect(wordPush({ key: 'postLiked', params: { name: 'Tom & <Jerry>' } }, 'de')).toBe(
      'Tom & <Jerry> gefällt dein Beitrag',
    );
  });
});
