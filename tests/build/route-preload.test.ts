import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namespacesIn, patternOf, readRouteTree } from '../../build/route-preload';

const tree = readRouteTree(
  readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8'),
);
const routeFor = (path: string) => tree.find(({ pattern }) => new RegExp(pattern).test(path));

describe('route preload map', () => {
  it('turns route paths into patterns that match the path and nothing deeper', () => {
    const pattern = new RegExp(patternOf('/u/event/$eventId'));
    expect(pattern.test('/u/event/31')).toBe(true);
    expect(pattern.test('/u/event/31/')).toBe(true);
    expect(pattern.test('/u/event/31/artists')).toBe(false);
    expect(pattern.test('/u/event/')).toBe(false);
    expect(new RegExp(patternOf('/')).test('/')).toBe(true);
  });

  it('gives each route its layouts, outermost first', () => {
    expect(routeFor('/events')?.chain).toEqual([
      'src/routes/__root.tsx',
      'src/routes/_member.tsx',
      'src/routes/_member/events.tsx',
    ]);
    expect(routeFor('/u/shop')?.chain).toEqual([
      'src/routes/__root.tsx',
      'src/routes/u.tsx',
      'src/routes/u/shop.tsx',
    ]);
  });

  it('picks the index route, not its pathless layout, for a shared path', () => {
    expect(routeFor('/')?.chain.at(-1)).toBe('src/routes/_member/index.tsx');
    expect(routeFor('/feed')?.chain.at(-1)).toBe('src/routes/_member/feed.index.tsx');
  });

  it('lists every path once', () => {
    const patterns = tree.map(({ pattern }) => pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('finds the namespaces a source file asks for', () => {
    const source = `const { t } = useTranslation(['social-login', 'auth']);
      const other = useTranslation('shop'); t('errors:title'); t('plain.key');`;
    expect(namespacesIn(source)).toEqual(['auth', 'errors', 'shop', 'social-login']);
  });
});
