import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/timetable.json';
import en from '../../../locales/en/timetable.json';
import { CHANGE_FIELDS } from './rules/changes';
import { TIMETABLE_VIEWS } from './use-view-mode';
import { EVENT_STATES } from '@/api/contract/program';

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const has = (texts: unknown, key: string): boolean =>
  typeof key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      texts,
    ) === 'string';

describe('timetable texts', () => {
  const literal = Object.values(sources).flatMap((code) =>
    [...code.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1] ?? ''),
  );
  const built = [
    ...TIMETABLE_VIEWS.map((view) => `views.${view}`),
    ...CHANGE_FIELDS.map((field) => `changed.${field}`),
    ...EVENT_STATES.map((state) => `changed.states.${state}`),
  ];

  it.each([
    ['de', de],
    ['en', en],
  ])('exist in %s for every key the screens ask for', (_, texts) => {
    expect(literal.length).toBeGreaterThan(30);
    expect([...literal, ...built].filter((key) => !has(texts, key))).toEqual([]);
  });

  it('keep the spec wording in English', () => {
    expect(en.guest.text).toBe('Login to add favourites and build your personal timetable');
    expect(en.empty.title).toBe('Looks empty');
    expect(en.empty.text).toBe('Add some Events to build you personal timeline.');
  });
});
