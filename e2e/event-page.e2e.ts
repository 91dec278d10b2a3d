import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDto } from '../src/api/contract/program';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { baseUrl } from './support/context';
import { berlinClock, publishedEvents } from './support/program-data';
import { onPath, visible } from './support/screens';

let browser: Browser;
let event: EventDto;
let hostServer: Server;
let hostOrigin: string;

const factsOf = (page: Page) => page.locator('article ul').filter({ hasText: /Uhrzeit|Time/ });

/** Serves one page that frames the app's public event page and a member page side by side. */
function startHost(app: string, eventId: number): Promise<Server> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<meta name="viewport" content="width=device-width"></head><body style="margin:0">
<iframe id="public" title="public event" src="${app}/u/event/${eventId}?iframe=true"
  style="width:100%;height:620px;border:0"></iframe>
<iframe id="member" title="member event" src="${app}/event/${eventId}"
  style="width:100%;height:200px;border:0"></iframe>
</body></html>`;
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  browser = await launchBrowser();
  const events = await publishedEvents();
  const found = events.find(
    (candidate) =>
      candidate.artists.length > 0 &&
      candidate.venue !== null &&
      candidate.end !== null &&
      candidate.genres.length > 0,
  );
  if (!found) throw new Error('No seeded event with artists, venue, end and genres');
  event = found;
  hostServer = await startHost(baseUrl(), event.id);
  // "localhost" is another site than the app's 127.0.0.1: a real third-party embed.
  hostOrigin = `http://localhost:${(hostServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => hostServer?.close(resolve));
});

describe('single event', () => {
  it('shows every element of the event to a member, in Berlin time', async () => {
    const page = await newMobilePage(browser);
    await storeSession(page, await loginViaApi('user@festival.test', 'Festival2025!'));
    await page.goto(`/event/${event.id}`);
    const title = await visible(page.getByRole('heading', { level: 1, name: event.title }));
    expect(await title.isVisible()).toBe(true);
    await visible(page.getByText(event.conference ? 'Konferenz' : 'Festival', { exact: true }));
    await visible(page.getByText(`mit ${event.artists.map((a) => a.name).join(', ')}`));
    await visible(page.getByRole('list', { name: 'Genres' }).getByText(event.genres[0]!.name));
    const facts = factsOf(page);
    await visible(facts.getByText(event.venue!.name));
    await visible(facts.getByText(`${berlinClock(event.dateTime)} – ${berlinClock(event.end!)}`));
    await visible(page.getByText('Speaker & Artists dabei:'));
    // Member pages link tiles to the member profile.
    const tile = page.getByRole('link', { name: new RegExp(event.artists[0]!.name) });
    expect(await tile.first().getAttribute('href')).toBe(`/user/${event.artists[0]!.id}`);
    await visible(page.getByRole('button', { name: 'Zu meinem Zeitplan hinzufügen' }));
    await screenshot(page, 'event-member', true);
    await page.context().close();
  });

  it('asks a guest to log in before saving a favourite (public /u/event)', async () => {
    const page = await newMobilePage(browser, { locale: 'en-GB' });
    await page.addInitScript(() => localStorage.setItem('festival.language', 'en'));
    await page.goto(`/u/event/${event.id}`);
    await visible(page.getByRole('heading', { level: 1, name: event.title }));
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByRole('button', { name: 'Add to My Timetable' }).click();
    const notice = await visible(page.getByText('Login to save Favourites.'));
    await screenshot(page, 'event-guest-login-notice');
    expect(await notice.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await onPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toContain(`/u/event/${event.id}`);
    await page.context().close();
  });

  it('in iframe mode links the artist tiles to the public profiles', async () => {
    const page = await newMobilePage(browser);
    await page.goto(`/u/event/${event.id}?iframe=true`);
    await visible(page.getByRole('heading', { level: 1, name: event.title }));
    const artist = event.artists[0]!;
    const tile = page.getByRole('link', { name: new RegExp(artist.name) }).first();
    expect(await tile.getAttribute('href')).toBe(
      `/u/user/${artist.id}?iframe=true&event=${event.id}`,
    );
    expect(await page.getByRole('link', { name: 'Zurück zum Programm' }).getAttribute('href')).toBe(
      '/u/events',
    );
    await page.context().close();
  });

  it('can be embedded by another site, while member pages refuse to be framed', async () => {
    const page = await newMobilePage(browser);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    const check = async (host: string, round: string) => {
      await page.goto(`${host}/`);
      const embedded = page.frameLocator('#public');
      await visible(embedded.getByRole('heading', { level: 1, name: event.title }), 30_000);
      await visible(embedded.getByText(`${berlinClock(event.dateTime)} –`));
      const member = await (await page.$('#member'))?.contentFrame();
      // A refused frame shows Chromium's error page, never the app.
      await expect
        .poll(() => member?.url(), { timeout: 10_000 })
        .toMatch(/^chrome-error:|^about:blank$/);
      expect(await page.frameLocator('#member').locator('#root').count()).toBe(0);
      await screenshot(page, `event-embedded-${round}`);
    };
    // Another site: the browser may deny the frame its storage; the page then reads the server.
    await check(hostOrigin, 'other-site');
    expect(refusals.some((text) => text.includes("'none'"))).toBe(true);
    await check(hostOrigin, 'other-site-again');
    // Another origin of the same site keeps its storage: the app's worker installs inside the
    // frame and serves the next visit, which must still be allowed into the frame.
    const sameSite = hostOrigin.replace('localhost', '127.0.0.1');
    await check(sameSite, 'other-origin');
    const frame = page.frames().find((f) => f.url().includes(`/u/event/${event.id}`));
    if (!frame) throw new Error('The embedded event page is not among the frames');
    await frame.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 60_000,
    });
    await check(sameSite, 'other-origin-from-worker');
    await page.context().close();
  });
});
