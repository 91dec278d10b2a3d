import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUser, type SessionUser } from '../src/api/contract/auth';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../src/api/contract/common';
import { ownedTicketList, type OwnedTicketDto } from '../src/api/contract/tickets';
import { makeWalletCredentials } from '../tests/wallet/wallet-certificates';
import { zipEntries } from '../tests/wallet/zip-entries';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage, screenshot } from './support/browser';
import { DIST_DIR } from './support/paths';
import { startServer, type RunningServer } from './support/server';

// The seeded member with a 2025 ticket (README), on a server of its own with both wallets set
// up with credentials made here; the shared server has none.
const HOLDER = { email: 'ticket@festival.test', password: 'Festival2025!' };
const PASS_TYPE_ID = 'pass.org.festival.e2e';
const credentials = makeWalletCredentials(PASS_TYPE_ID, 'E2E1234567');

let browser: Browser;
let server: RunningServer;
let runDir: string;

beforeAll(async () => {
  runDir = await mkdtemp(join(tmpdir(), 'festival-e2e-wallet-'));
  // Apple's PEMs as files (mounted secrets), Google's key inline: both forms work.
  const file = async (name: string, text: string) => {
    await writeFile(join(runDir, name), text);
    return join(runDir, name);
  };
  const env = {
    WEB_DIST_DIR: DIST_DIR,
    SEED_USERS: '20',
    APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
    APPLE_TEAM_ID: 'E2E1234567',
    APPLE_PASS_CERT: await file('pass.pem', credentials.signerCert),
    APPLE_PASS_KEY: await file('pass.key', credentials.signerKey),
    APPLE_PASS_KEY_PASSPHRASE: credentials.passphrase,
    APPLE_WWDR_CERT: await file('wwdr.pem', credentials.wwdr),
    GOOGLE_WALLET_ISSUER_ID: '3388000000099999999',
    GOOGLE_WALLET_SERVICE_ACCOUNT: credentials.serviceAccountJson,
  };
  server = await startServer(join(runDir, 'data'), { logName: 'server-wallet.log', env });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(runDir, { recursive: true, force: true });
});

const walletApi = (path: string, token?: string) =>
  fetch(`${server.baseUrl}/api/${path}`, {
    method: path === 'auth/signin' ? 'POST' : 'GET',
    headers: {
      [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(path === 'auth/signin' ? { body: JSON.stringify(HOLDER) } : {}),
  });

const holderOnWalletServer = async (): Promise<{
  session: SessionUser;
  ticket: OwnedTicketDto;
}> => {
  const session = sessionUser.parse(await (await walletApi('auth/signin')).json());
  const [ticket] = ownedTicketList.parse(
    await (await walletApi('ticket/my/all', session.accessToken)).json(),
  );
  if (!ticket) throw new Error('the seeded ticket holder has no ticket');
  return { session, ticket };
};

/** The holder's ticket screen, scrolled to the wallet buttons. */
const ticketScreen = async (page: Page, session: SessionUser, origin: string) => {
  await storeSession(page, session);
  await page.goto(`${origin}/tickets`);
  const card = page.getByTestId('ticket-card').first();
  await card.getByTestId('ticket-entry-code').waitFor();
  return card;
};

describe('wallet passes on the ticket screen', () => {
  it('offer both wallets in German and English, each pass holding the ticket credential', async () => {
    const { session, ticket } = await holderOnWalletServer();
    for (const [language, apple, google] of [
      ['de', 'Zu Apple Wallet hinzufügen', 'In Google Wallet speichern'],
      ['en', 'Add to Apple Wallet', 'Save to Google Wallet'],
    ] as const) {
      const page = await newMobilePage(browser, { baseURL: server.baseUrl });
      await page.addInitScript((lang) => localStorage.setItem('festival.language', lang), language);
      const card = await ticketScreen(page, session, server.baseUrl);
      const appleButton = card.getByRole('button', { name: apple });
      await card.getByRole('button', { name: google }).waitFor();
      await card
        .getByTestId('wallet-buttons')
        .evaluate((buttons) => buttons.scrollIntoView({ block: 'center' }));
      await screenshot(page, `wallet-buttons-${language}`);

      const download = page.waitForEvent('download');
      await appleButton.click();
      const pkpass = await readFile(await (await download).path());
      const passJson = zipEntries(pkpass).get('pass.json')?.toString() ?? '{}';
      expect(JSON.parse(passJson)).toMatchObject({
        passTypeIdentifier: PASS_TYPE_ID,
        serialNumber: ticket.uid,
        barcodes: [{ message: ticket.credential }],
      });

      // Google's page is out of reach in a test: the link is caught and read where it leads.
      await page.route('https://pay.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>Google Wallet</p>' }),
      );
      await card.getByRole('button', { name: google }).click();
      await page.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
      const jwt = page.url().split('/').at(-1) ?? '';
      const { payload } = await jwtVerify(jwt, credentials.servicePublicKey, {
        audience: 'google',
      });
      expect(payload).toMatchObject({
        payload: { eventTicketObjects: [{ barcode: { value: ticket.credential } }] },
      });
      await page.context().close();
    }
  });

  it('hides the buttons where the operator configured no wallet', async () => {
    const session = await loginViaApi(HOLDER.email, HOLDER.password);
    const page = await newMobilePage(browser);
    const card = await ticketScreen(page, session, '');
    await expect(card.getByTestId('ticket-qr').isVisible()).resolves.toBe(true);
    expect(await card.getByTestId('wallet-buttons').count()).toBe(0);
    expect(await page.getByRole('button', { name: /wallet/i }).count()).toBe(0);
    await page.context().close();
  });
});
