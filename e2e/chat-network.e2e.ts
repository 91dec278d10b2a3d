import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUser, type SessionUser } from '../src/api/contract/auth';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../src/api/contract/common';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, MOBILE, screenshot } from './support/browser';
import { baseUrl } from './support/context';
import { waitForController } from './support/offline-worker';
import { DIST_DIR } from './support/paths';
import { openSideMenu, switchLanguage, visible } from './support/screens';
import { freePort } from './support/server-probe';
import { startServer, type RunningServer } from './support/server';
import { newMember, registerViaApi } from './support/users';

const PASSWORD = 'Festival2025!';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A phone of `session` on the server at `url`; its sockets can be cut like a lost network. */
const phone = async (url: string, session: SessionUser) => {
  const context = await browser.newContext({ ...MOBILE, baseURL: url });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await storeSession(page, session);
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const sockets: WebSocket[] = [];
    (window as unknown as { e2eSockets: WebSocket[] }).e2eSockets = sockets;
    window.WebSocket = class extends Native {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols);
        sockets.push(this);
      }
    };
  });
  return { context, page };
};

/** Offline as a phone in a dead spot: requests fail and the open chat socket drops. */
const dropNetwork = async (context: BrowserContext, page: Page) => {
  await context.setOffline(true);
  await page.evaluate(() => {
    (window as unknown as { e2eSockets: WebSocket[] }).e2eSockets.forEach((s) => s.close());
  });
};

const openChat = async (page: Page, partnerId: number) => {
  await page.goto(`/chat/open/${partnerId}`);
  await visible(page.getByText(/^(verbunden|connected)$/));
};

const write = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: /^(Nachricht|Message)$/ }).fill(text);
  await page.getByRole('button', { name: /^(Senden|Send)$/ }).click();
};

/** How often each text containing `stamp` shows in the open chat, in screen order. */
const shownWith = async (page: Page, stamp: string) =>
  (await page.getByTestId('chat-message').allTextContents()).filter((t) => t.includes(stamp));

describe('chat on a festival network', () => {
  it('a message to a deleted member fails alone and says why; one to a third person arrives', async () => {
    const ana = await loginViaApi('user@festival.test', PASSWORD);
    const ben = await loginViaApi('artist@festival.test', PASSWORD);
    const gone = newMember('Gina');
    await registerViaApi(gone);
    const goneSession = await loginViaApi(gone.email, gone.password);
    const deleted = await apiFetch('user/delete', {
      method: 'POST',
      token: goneSession.accessToken,
      json: { password: gone.password },
    });
    expect(deleted.ok).toBe(true);

    const anaPhone = await phone(baseUrl(), ana);
    const benPhone = await phone(baseUrl(), ben);
    try {
      await openChat(benPhone.page, ana.id);
      const stamp = String(Date.now());
      await openChat(anaPhone.page, goneSession.id);
      await write(anaPhone.page, `Bist du noch da? ${stamp}`);
      const failed = anaPhone.page.locator('[data-testid="chat-message"][data-state="failed"]');
      await visible(failed.getByText(/gibt es nicht oder sie hat ihr Konto gelöscht/));
      await visible(failed.getByRole('button', { name: 'Erneut senden' }));
      await screenshot(anaPhone.page, 'chat-refused-de');

      // The same minute, to someone else: it goes out although the first one failed.
      await openChat(anaPhone.page, ben.id);
      await write(anaPhone.page, `Hallo Ben ${stamp}`);
      await visible(benPhone.page.getByText(`Hallo Ben ${stamp}`));
      await expect.poll(async () => shownWith(benPhone.page, stamp)).toHaveLength(1);

      // The refused message stays with its reason (English too), and can be deleted.
      await openSideMenu(anaPhone.page);
      await switchLanguage(anaPhone.page, 'en');
      await anaPhone.page.keyboard.press('Escape');
      await openChat(anaPhone.page, goneSession.id);
      await visible(failed.getByText(/does not exist or has deleted their account/));
      await visible(failed.getByRole('button', { name: 'Retry' }));
      await screenshot(anaPhone.page, 'chat-refused-en');
      await failed.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => failed.count()).toBe(0);
    } finally {
      await anaPhone.context.close();
      await benPhone.context.close();
    }
  }, 120_000);

  it('a conversation opens offline with its history', async () => {
    const ana = await loginViaApi('user@festival.test', PASSWORD);
    const ben = await loginViaApi('artist@festival.test', PASSWORD);
    const anaPhone = await phone(baseUrl(), ana);
    const benPhone = await phone(baseUrl(), ben);
    try {
      const stamp = `offline-history ${Date.now()}`;
      await openChat(benPhone.page, ana.id);
      await write(benPhone.page, `Treffen am Eingang ${stamp}`);
      await openChat(anaPhone.page, ben.id);
      await visible(anaPhone.page.getByText(`Treffen am Eingang ${stamp}`));
      await waitForController(anaPhone.page);
      await dropNetwork(anaPhone.context, anaPhone.page);
      await anaPhone.page.reload();
      await visible(anaPhone.page.getByText('offline', { exact: true }));
      await visible(anaPhone.page.getByText(`Treffen am Eingang ${stamp}`));
      expect(await shownWith(anaPhone.page, stamp)).toHaveLength(1);
      await screenshot(anaPhone.page, 'chat-offline-history');
    } finally {
      await anaPhone.context.close();
      await benPhone.context.close();
    }
  }, 120_000);
});

describe('chat across a network drop and a server restart', () => {
  let dataDir: string;
  let port: number;
  let server: RunningServer | undefined;
  const start = async () => {
    server = await startServer(dataDir, {
      port,
      logName: 'chat-network-server.log',
      env: { WEB_DIST_DIR: DIST_DIR },
    });
    return server.baseUrl;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'festival-e2e-chat-'));
    port = await freePort();
    await start();
  }, 150_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const login = async (url: string, email: string) => {
    const res = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`signin as ${email}: ${res.status}`);
    return sessionUser.parse(await res.json());
  };

  it('every message shows exactly once on both sides, without re-opening the chat', async () => {
    const url = server?.baseUrl ?? '';
    const ana = await login(url, 'user@festival.test');
    const ben = await login(url, 'artist@festival.test');
    const anaPhone = await phone(url, ana);
    const benPhone = await phone(url, ben);
    const stamp = `drop ${Date.now()}`;
    const texts = ['vor', 'während', 'neustart', 'danach'].map((word) => `${word} ${stamp}`);
    const [before = '', during = '', restart = '', after = ''] = texts;
    try {
      await openChat(anaPhone.page, ben.id);
      await openChat(benPhone.page, ana.id);
      await write(anaPhone.page, before);
      await visible(benPhone.page.getByText(before));

      // Ben's network drops; Ana writes; Ben's open chat catches up when he is back.
      await dropNetwork(benPhone.context, benPhone.page);
      await visible(benPhone.page.getByText('offline', { exact: true }));
      await write(anaPhone.page, during);
      await expect.poll(() => anaPhone.page.locator('[data-state="sending"]').count()).toBe(0);
      await benPhone.context.setOffline(false);
      await visible(benPhone.page.getByText(during), 30_000);

      // The server restarts: Ana writes meanwhile (queued), both reconnect, it goes out once.
      await server?.stop();
      await visible(anaPhone.page.getByText('offline', { exact: true }));
      await write(anaPhone.page, restart);
      await start();
      await visible(benPhone.page.getByText(restart), 60_000);
      await write(benPhone.page, after);
      await visible(anaPhone.page.getByText(after));

      for (const page of [anaPhone.page, benPhone.page]) {
        await expect
          .poll(async () => (await shownWith(page, stamp)).map((t) => t.split(' ')[0]))
          .toEqual(['vor', 'während', 'neustart', 'danach']);
      }
      await screenshot(benPhone.page, 'chat-after-restart');
    } finally {
      await anaPhone.context.close();
      await benPhone.context.close();
    }
  }, 300_000);
});
