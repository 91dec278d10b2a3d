import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/api/contract/auth';
import { chatPartner } from '../src/api/contract/chat';
import { feedItem, feedPage, type FeedItem } from '../src/api/contract/feed';
import { apiFetch, loginViaApi } from './support/api';
import { launchBrowser, MOBILE, screenshot } from './support/browser';
import { baseUrl } from './support/context';
import { memberPhone } from './support/member-phone';
import { waitForController } from './support/offline-worker';
import { onPath, openSideMenu, switchLanguage, visible } from './support/screens';

const PASSWORD = 'Festival2025!';

let browser: Browser;
let ana: SessionUser;
let ben: SessionUser;
let context: BrowserContext;
let page: Page;

const feedAt = async (number: number) =>
  feedPage.parse(await (await apiFetch(`feed/my/${number}`, { token: ana.accessToken })).json());

/** A post the feed's first page does not hold (the seed has dozens). */
const olderPost = async (): Promise<FeedItem> => {
  const [post] = (await feedAt(1)).content;
  if (!post) throw new Error('the seeded feed has a single page');
  return post;
};

const serverPost = async (id: number) =>
  feedItem.parse(await (await apiFetch(`feed/post/${id}`, { token: ana.accessToken })).json());

/** Ana's unread total as the server counts it. */
const unreadOfAna = async () => {
  const res = await fetch(`${baseUrl()}/messages/partners`, {
    headers: { authorization: `Bearer ${ana.accessToken}` },
  });
  const partners = chatPartner.array().parse(await res.json());
  return partners.reduce((sum, partner) => sum + partner.newMessages, 0);
};

/** The bottom bar's Chats link, whatever its count. */
const chatsLink = (tab: Page) =>
  tab
    .getByRole('navigation', { name: /^(Schnellnavigation|Quick navigation)$/ })
    .getByRole('link', {
      name: /^Chats/,
    });

/** Delivers a push to the tab's service worker and clicks its notification, as a phone would. */
const pushAndClick = async (tab: Page, payload: { tag: string; url: string }) => {
  await waitForController(tab);
  const cdp: CDPSession = await context.newCDPSession(tab);
  const registrations: string[] = [];
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (event: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
      for (const r of event.registrations) if (!r.isDeleted) registrations.push(r.registrationId);
    },
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseUrl(),
    registrationId: registrations[0] ?? '',
    data: JSON.stringify({
      kind: 'post',
      title: 'Festival',
      body: 'Ben likes your post',
      ...payload,
    }),
  });
  const shown = () =>
    tab.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.tag),
    );
  await expect.poll(shown).toContain(payload.tag);
  // Headless Chromium has no notification to click: the worker's notificationclick is dispatched
  // for the shown notification, as the browser would on a click.
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async (wanted) => {
    interface WorkerScope {
      registration: { getNotifications(filter: { tag: string }): Promise<unknown[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: unknown }) => Event;
    }
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, payload.tag);
  await cdp.detach();
};

beforeAll(async () => {
  browser = await launchBrowser();
  ana = await loginViaApi('user@festival.test', PASSWORD);
  ben = await loginViaApi('artist@festival.test', PASSWORD);
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  ({ context, page } = await memberPhone(browser, ana));
});

afterEach(async () => {
  await context?.close();
});

describe('post page and the way to the chats', () => {
  it('a like notification for an older post opens that post, in the window already open', async () => {
    const older = await olderPost();
    await page.goto('/feed');
    await visible(page.getByRole('heading', { name: 'Mein Feed' }));
    await pushAndClick(page, { tag: `post-${older.id}`, url: `/feed/post/${older.id}` });

    await onPath(page, `/feed/post/${older.id}`);
    const post = await visible(page.locator(`#post-${older.id}`));
    await visible(post.getByText(older.text, { exact: true }));
    for (const comment of older.comments) await visible(post.getByText(comment.text).first());
    await visible(page.getByRole('link', { name: 'Zurück zum Feed' }));
    await screenshot(page, 'post-page-de');

    // The like button works here as in the feed.
    const liked = older.likes.includes(ana.id);
    await post
      .getByRole('button', { name: liked ? 'Gefällt mir entfernen' : 'Gefällt mir' })
      .click();
    await expect.poll(async () => (await serverPost(older.id)).likes.includes(ana.id)).toBe(!liked);
    await post
      .getByRole('button', { name: liked ? 'Gefällt mir' : 'Gefällt mir entfernen' })
      .click();
    await expect.poll(async () => (await serverPost(older.id)).likes.includes(ana.id)).toBe(liked);

    await openSideMenu(page);
    await switchLanguage(page, 'en');
    await page.keyboard.press('Escape');
    await visible(page.getByRole('link', { name: 'Back to the feed' }));
    await visible(page.getByRole('heading', { level: 1, name: 'Post' }));
    await screenshot(page, 'post-page-en');
  });

  it('offline, a post from a loaded feed page opens; another says it is not available offline', async () => {
    await page.goto('/feed');
    await waitForController(page);
    const first = await visible(page.getByTestId('feed-post').first());
    const loadedId = Number((await first.getAttribute('id'))?.replace('post-', ''));
    // The feed's answer reaches the disk a moment after it shows (the persister throttles).
    await expect
      .poll(() =>
        page.evaluate(async (id) => {
          const open = indexedDB.open('festival');
          const db = await new Promise<IDBDatabase>((resolve) => {
            open.onsuccess = () => resolve(open.result);
          });
          const row = await new Promise<{ value?: unknown } | undefined>((resolve) => {
            const get = db.transaction('settings').objectStore('settings').get('query-cache');
            get.onsuccess = () => resolve(get.result as { value?: unknown } | undefined);
          });
          db.close();
          return typeof row?.value === 'string' && row.value.includes(`"id":${id},"text"`);
        }, loadedId),
      )
      .toBe(true);
    const older = await olderPost();

    await context.setOffline(true);
    try {
      await page.goto(`/feed/post/${loadedId}`);
      await visible(page.locator(`#post-${loadedId}`));
      await page.goto(`/feed/post/${older.id}`);
      await visible(page.getByText('Dieser Beitrag ist offline nicht verfügbar', { exact: false }));
      await screenshot(page, 'post-page-offline-de');
    } finally {
      await context.setOffline(false);
    }
  });

  it('a new message shows at once on the Chats entry with the unread total, and reading it counts down', async () => {
    await page.goto('/feed');
    await visible(chatsLink(page));
    const { context: benPhone, page: benTab } = await memberPhone(browser, ben);
    try {
      await benTab.goto(`/chat/open/${ana.id}`);
      await visible(benTab.getByText('verbunden', { exact: true }));
      await benTab.getByRole('textbox', { name: 'Nachricht' }).fill(`Zur Bühne? ${Date.now()}`);
      await benTab.getByRole('button', { name: 'Senden' }).click();
      await expect.poll(unreadOfAna).toBeGreaterThan(0);
    } finally {
      await benPhone.close();
    }
    // Live, without a reload: the socket's message asks for the count again.
    const total = await unreadOfAna();
    await visible(page.getByRole('link', { name: `Chats, ${total} ungelesen` }));
    await screenshot(page, 'nav-chat-badge-de');
    await openSideMenu(page);
    await visible(
      page.getByRole('dialog').getByRole('link', { name: `Chats, ${total} ungelesen` }),
    );
    await screenshot(page, 'nav-side-menu-chat-badge-de');
    await switchLanguage(page, 'en');
    await page.keyboard.press('Escape');
    await visible(chatsLink(page).and(page.getByRole('link', { name: `Chats, ${total} unread` })));
    await screenshot(page, 'nav-chat-badge-en');
    // Wide screens have no bottom bar: the top bar carries Chats beside the profile.
    await page.setViewportSize({ width: 1024, height: 768 });
    await visible(page.getByRole('banner').getByRole('link', { name: `Chats, ${total} unread` }));
    await screenshot(page, 'nav-top-bar-chat-badge-en');
    await page.setViewportSize(MOBILE.viewport ?? { width: 390, height: 844 });

    await chatsLink(page).click();
    await onPath(page, '/chat');
    await page.goto(`/chat/open/${ben.id}`);
    await visible(page.getByText('connected', { exact: true }));
    await expect.poll(unreadOfAna).toBeLessThan(total);
    const left = await unreadOfAna();
    await visible(
      chatsLink(page).and(
        page.getByRole('link', { name: left > 0 ? `Chats, ${left} unread` : 'Chats' }),
      ),
    );
  });
});
