import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/api/contract/auth';
import { pushPayload } from '../src/api/contract/push';
import { startTestPushService, type TestPushService } from '../tests/helpers/test-push-service';
import { loginViaApi } from './support/api';
import { launchBrowser, screenshot } from './support/browser';
import { baseUrl } from './support/context';
import { syncMetaOf } from './support/offline-store';
import { memberPhone } from './support/member-phone';
import { waitForController } from './support/offline-worker';
import { onPath, visible } from './support/screens';

/** A program push's notification follows the worker's refresh of the program. */
const PROGRAM_PUSH_TIMEOUT_MS = 10_000;

const PASSWORD = 'Festival2025!';

let browser: Browser;
let push: TestPushService;
let ana: SessionUser;
let ben: SessionUser;
let anaContext: BrowserContext;
let benContext: BrowserContext;

const openChat = async (page: Page, partner: SessionUser) => {
  await page.goto(`/chat/open/${partner.id}`);
  await visible(page.getByText('verbunden', { exact: true }));
};

const write = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Nachricht' }).fill(text);
  await page.getByRole('button', { name: 'Senden' }).click();
};

beforeAll(async () => {
  browser = await launchBrowser();
  push = await startTestPushService();
  ana = await loginViaApi('user@festival.test', PASSWORD);
  ben = await loginViaApi('artist@festival.test', PASSWORD);
});

afterAll(async () => {
  await browser?.close();
  await push?.close();
});

describe('chat and push', () => {
  let anaPage: Page;
  let benPage: Page;

  // Fresh phones for Ana and Ben in every test: none uses a page or socket an earlier one left.
  beforeEach(async () => {
    ({ context: anaContext, page: anaPage } = await memberPhone(browser, ana));
    ({ context: benContext, page: benPage } = await memberPhone(browser, ben));
  });

  afterEach(async () => {
    await anaContext?.close();
    await benContext?.close();
  });

  it('two members chat both ways live', async () => {
    await openChat(anaPage, ben);
    await openChat(benPage, ana);
    const hello = `Hallo Ben ${Date.now()}`;
    await write(anaPage, hello);
    await visible(benPage.getByText(hello));
    const answer = `Hallo Ana ${Date.now()}`;
    await write(benPage, answer);
    await visible(anaPage.getByText(answer));
    // Each side shows each message once, in the order written.
    const shown = await anaPage.getByTestId('chat-message').allTextContents();
    const mine = shown.findIndex((text) => text.includes(hello));
    expect(mine).toBeGreaterThanOrEqual(0);
    expect(shown.findIndex((text) => text.includes(answer))).toBe(mine + 1);
    expect(shown.filter((text) => text.includes(hello))).toHaveLength(1);
    await screenshot(anaPage, 'chat-live');
  }, 60_000);

  it('a recipient without an open socket gets a push at the local push service', async () => {
    // The test browser cannot reach a real push service, so pushManager.subscribe/getSubscription
    // are replaced by a subscription whose endpoint is the local test push service (loopback).
    const subscription = push.subscribe();
    await benPage.addInitScript((json) => {
      const fake = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: {},
        toJSON: () => json,
        getKey: () => null,
        unsubscribe: () => Promise.resolve(true),
      };
      let current: typeof fake | null = null;
      PushManager.prototype.subscribe = () => {
        current = fake;
        return Promise.resolve(fake as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = () =>
        Promise.resolve(current as unknown as PushSubscription | null);
    }, subscription);
    await benPage.goto('/test-push');
    await waitForController(benPage);
    await benPage.getByRole('button', { name: 'Abonnieren' }).click();
    await visible(benPage.getByText('Angemeldet.', { exact: true }));
    await screenshot(benPage, 'test-push-subscribed');
    await benPage.goto('about:blank');

    await openChat(anaPage, ben);
    const text = `Bist du da? ${Date.now()}`;
    await write(anaPage, text);
    const received = await push.waitFor((p) => p.text.includes(text), 20_000);
    expect(pushPayload.parse(JSON.parse(received.text))).toEqual({
      kind: 'chat',
      title: expect.any(String) as unknown,
      body: text,
      tag: `chat-${ana.id}`,
      url: `/chat/open/${ana.id}`,
    });
    expect(received).toMatchObject({ vapidValid: true, urgency: 'high', status: 201 });
  }, 60_000);

  it('a push delivered to the worker shows a notification with its tag; clicking it opens the chat', async () => {
    // Ana writes while Ben is away (his fresh page has no socket) ...
    const unread = `Bist du da? ${Date.now()}`;
    await openChat(anaPage, ben);
    await write(anaPage, unread);
    const stored = async () => {
      const res = await fetch(`${baseUrl()}/messages/${ana.id}/${ben.id}`, {
        headers: { authorization: `Bearer ${ana.accessToken}` },
      });
      return ((await res.json()) as { content: string }[]).map((m) => m.content);
    };
    await expect.poll(stored).toContain(unread);
    // ... so the partner list shows Ana with the messages Ben has not read yet.
    await benPage.goto('/chat');
    const partner = await visible(benPage.getByTestId('chat-partner').filter({ hasText: unread }));
    expect(await partner.getByLabel(/ungelesene Nachricht/).textContent()).toMatch(/^[1-9]\d*$/);
    await screenshot(benPage, 'chat-partners');
    await waitForController(benPage);
    const cdp: CDPSession = await benContext.newCDPSession(benPage);
    const registrations: string[] = [];
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (event: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
        for (const r of event.registrations) if (!r.isDeleted) registrations.push(r.registrationId);
      },
    );
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.length).toBeGreaterThan(0);
    const tag = `chat-${ana.id}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: registrations[0] ?? '',
      data: JSON.stringify({
        kind: 'chat',
        title: 'Ana',
        body: 'Kommst du zur Bühne?',
        tag,
        url: `/chat/open/${ana.id}`,
      }),
    });
    const shown = async () =>
      benPage.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ tag: n.tag, body: n.body }));
      });
    await expect.poll(shown).toEqual([{ tag, body: 'Kommst du zur Bühne?' }]);

    // Headless Chromium has no notification to click: the test dispatches the worker's
    // notificationclick for the shown notification, as the browser would on a click.
    const [worker] = benContext.serviceWorkers();
    expect(worker).toBeDefined();
    await worker?.evaluate(async (wanted) => {
      // The e2e types have no WebWorker lib: the few members used are declared here.
      interface WorkerScope {
        registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> };
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
      }
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications({ tag: wanted });
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    }, tag);
    await onPath(benPage, `/chat/open/${ana.id}`);
    await visible(benPage.getByText('verbunden', { exact: true }));
    await screenshot(benPage, 'chat-opened-from-notification');

    // A "program changed" push refreshes the cached program before it shows its notification.
    const before = (await syncMetaOf(benPage, 'events'))?.lastAttempt ?? 0;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: registrations[0] ?? '',
      data: JSON.stringify({
        kind: 'program',
        title: 'Night Set',
        body: 'Your favourite Night Set moved to 21:00 at Stage B',
        text: {
          key: 'favouriteMoved',
          params: { title: 'Night Set', at: '2025-08-15T19:00:00.000Z', venue: 'Stage B' },
        },
        tag: 'event-1',
        url: '/event/1',
      }),
    });
    // Worded by the worker in the app's language (German here), at festival time. The worker
    // first refreshes the program, under the program lock that the chat page's own start sync
    // may hold for a moment: more than the poll's default second on a loaded machine.
    await expect.poll(shown, { timeout: PROGRAM_PUSH_TIMEOUT_MS }).toContainEqual({
      tag: 'event-1',
      body: 'Dein Favorit Night Set wurde verlegt: Fr., 21:00 Uhr, Stage B',
    });
    expect((await syncMetaOf(benPage, 'events'))?.lastAttempt ?? 0).toBeGreaterThan(before);
    await cdp.detach();
  }, 60_000);

  it('messages written offline survive a reload and go out in order, once, on reconnect', async () => {
    // Lets the test cut the chat socket, as a lost network does on a phone.
    await anaPage.addInitScript(() => {
      const Native = window.WebSocket;
      const sockets: WebSocket[] = [];
      (window as unknown as { e2eSockets: WebSocket[] }).e2eSockets = sockets;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          sockets.push(this);
        }
      };
    });
    await openChat(anaPage, ben);
    await waitForController(anaPage);
    await openChat(benPage, ana);
    await anaContext.setOffline(true);
    await anaPage.evaluate(() => {
      (window as unknown as { e2eSockets: WebSocket[] }).e2eSockets.forEach((s) => s.close());
    });
    await visible(anaPage.getByText('offline', { exact: true }));
    const stamp = Date.now();
    const texts = ['eins', 'zwei', 'drei'].map((word) => `${word} ${stamp}`);
    for (const text of texts) await write(anaPage, text);
    // As a person would: the three show as pending (stored on the phone) before the reload.
    await expect.poll(() => anaPage.getByText('wird gesendet…').count()).toBe(3);
    await anaPage.reload();
    await expect.poll(() => anaPage.getByText('wird gesendet…').count()).toBe(3);
    await screenshot(anaPage, 'chat-offline-pending');

    await anaContext.setOffline(false);
    await visible(benPage.getByText(texts[2] ?? ''), 30_000);
    const onBen = (await benPage.getByTestId('chat-message').allTextContents()).filter((t) =>
      t.includes(String(stamp)),
    );
    expect(onBen.map((t) => t.split(' ')[0])).toEqual(['eins', 'zwei', 'drei']);
    const history = await fetch(`${baseUrl()}/messages/${ana.id}/${ben.id}`, {
      headers: { authorization: `Bearer ${ana.accessToken}` },
    });
    const stored = ((await history.json()) as { content: string }[])
      .map((m) => m.content)
      .filter((c) => c.endsWith(String(stamp)));
    expect(stored).toEqual(texts);
    await expect.poll(() => anaPage.getByText('wird gesendet…').count()).toBe(0);
  }, 90_000);
});
