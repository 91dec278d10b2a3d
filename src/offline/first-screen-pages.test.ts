import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FirstScreen } from './first-screen-html';
import {
  FIRST_SCREEN_PAGE_PATHS,
  dropOtherFirstScreenPages,
  firstScreenPagesCaches,
  forgetAllFirstScreenPages,
  writeFirstScreenPage,
  writeFirstScreenPages,
} from './first-screen-pages';
import { forgetAllFirstScreens, storeFirstScreen } from './first-screen-store';
import { memoryCaches } from './testing/memory-caches';

const ORIGIN = 'https://festival.test';
const SHELL =
  '<!doctype html><html lang="de"><head></head><body><div id="root"></div></body></html>';
const shell = () =>
  new Response(SHELL, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'self'",
      'Content-Encoding': 'br',
      'Content-Length': '1234',
      Vary: 'accept-encoding',
    },
  });
const screen = (text: string): FirstScreen => ({
  html: `<main><article>${text}</article></main>`,
  htmlAttributes: [['lang', 'de']],
});

let storage = memoryCaches();
const [FIRST, SECOND] = firstScreenPagesCaches('rev1');

const pageIn = async (cacheName: string, path: string) =>
  (await storage.open(cacheName)).match(`${ORIGIN}${path}`);
const textIn = async (cacheName: string, path: string) => (await pageIn(cacheName, path))?.text();

beforeEach(() => {
  storage = memoryCaches();
  Object.assign(globalThis, { caches: storage });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'caches');
});

describe('writeFirstScreenPages (worker install)', () => {
  it('writes every path in both caches: with its kept screen, or the plain shell', async () => {
    await writeFirstScreenPages('rev1', ORIGIN, shell(), (path) =>
      Promise.resolve(path === '/events' ? screen('09:00 Opening') : undefined),
    );
    for (const cacheName of [FIRST, SECOND]) {
      expect(await textIn(cacheName, '/events')).toContain(
        '<div id="first-screen" aria-hidden="true" inert',
      );
      expect(await textIn(cacheName, '/events')).toContain('09:00 Opening');
      for (const path of FIRST_SCREEN_PAGE_PATHS.filter((p) => p !== '/events')) {
        expect(await textIn(cacheName, path)).toBe(SHELL);
      }
    }
  });

  it("keeps the shell's headers but none that would break the browser's own lookup", async () => {
    await writeFirstScreenPages('rev1', ORIGIN, shell(), () => Promise.resolve(undefined));
    const headers = (await pageIn(FIRST, '/events'))?.headers;
    expect(headers?.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(headers?.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(headers?.get('Vary')).toBeNull();
    expect(headers?.get('Content-Encoding')).toBeNull();
    expect(headers?.get('Content-Length')).toBeNull();
  });
});

describe('the page keeps its screen in the pages', () => {
  beforeEach(async () => {
    await writeFirstScreenPages('rev1', ORIGIN, shell(), () => Promise.resolve(undefined));
  });

  it('writes a kept screen into both caches, and a forgotten one back to the plain shell', async () => {
    await storeFirstScreen(ORIGIN, '/events', screen('10:00 Keynote'));
    expect(await textIn(FIRST, '/events')).toContain('10:00 Keynote');
    expect(await textIn(SECOND, '/events')).toContain('10:00 Keynote');

    await writeFirstScreenPage(ORIGIN, '/events', undefined);
    expect(await textIn(FIRST, '/events')).toBe(SHELL);
    expect(await textIn(SECOND, '/events')).toBe(SHELL);
  });

  it('leaves paths with a query or without a static route alone', async () => {
    await storeFirstScreen(ORIGIN, '/events?day=2', screen('Tag 2'));
    await storeFirstScreen(ORIGIN, '/favourites', screen('Favoriten'));
    expect(await textIn(FIRST, '/events')).toBe(SHELL);
    expect(await pageIn(FIRST, '/favourites')).toBeUndefined();
  });

  it("writes each version's pages from that version's own shell", async () => {
    const [nextFirst] = firstScreenPagesCaches('rev2');
    const nextShell = SHELL.replace('<head>', '<head><script src="/assets/next.js"></script>');
    await writeFirstScreenPages('rev2', ORIGIN, new Response(nextShell), () =>
      Promise.resolve(undefined),
    );
    await writeFirstScreenPage(ORIGIN, '/tickets', screen('Ticket'));
    expect(await textIn(FIRST, '/tickets')).not.toContain('next.js');
    expect(await textIn(nextFirst, '/tickets')).toContain('next.js');
    expect(await textIn(nextFirst, '/tickets')).toContain('Ticket');
  });

  it('puts every page back to the plain shell at logout, never removing one', async () => {
    await storeFirstScreen(ORIGIN, '/events', screen('Mein Programm'));
    await storeFirstScreen(ORIGIN, '/tickets', screen('Mein Ticket'));
    await forgetAllFirstScreens(ORIGIN);
    for (const path of FIRST_SCREEN_PAGE_PATHS) {
      expect(await textIn(FIRST, path)).toBe(SHELL);
      expect(await textIn(SECOND, path)).toBe(SHELL);
    }
    await forgetAllFirstScreenPages(ORIGIN);
    expect(await textIn(SECOND, '/events')).toBe(SHELL);
  });

  it("drops only other versions' pages at activation", async () => {
    await writeFirstScreenPages('rev0', ORIGIN, shell(), () => Promise.resolve(undefined));
    await dropOtherFirstScreenPages('rev1');
    expect((await storage.keys()).sort()).toEqual([FIRST, SECOND]);
  });
});
