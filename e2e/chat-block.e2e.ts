import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../src/api/contract/auth';
import { apiFetch, loginViaApi, storeSession } from './support/api';
import { launchBrowser, MOBILE, screenshot } from './support/browser';
import { baseUrl } from './support/context';
import { visible } from './support/screens';

const PASSWORD = 'Festival2025!';
/** Long enough for a message to cross the server to an open socket many times over. */
const NEVER_ARRIVES_MS = 3000;

let browser: Browser;
let ana: SessionUser;
let ben: SessionUser;
let staff: SessionUser;
const contexts: BrowserContext[] = [];

const phone = async (session: SessionUser) => {
  const context = await browser.newContext({ ...MOBILE, baseURL: baseUrl() });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  const page = await context.newPage();
  await storeSession(page, session);
  return page;
};

const openChat = async (page: Page, partner: SessionUser) => {
  await page.goto(`/chat/open/${partner.id}`);
  await visible(page.getByText('verbunden', { exact: true }));
};

const write = async (page: Page, text: string) => {
  await page.getByRole('textbox', { name: 'Nachricht' }).fill(text);
  await page.getByRole('button', { name: 'Senden' }).click();
};

const history = async (me: SessionUser, other: SessionUser) => {
  const res = await fetch(`${baseUrl()}/messages/${me.id}/${other.id}`, {
    headers: { authorization: `Bearer ${me.accessToken}` },
  });
  return ((await res.json()) as { content: string }[]).map((m) => m.content);
};

const inEnglish = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('festival.language', 'en'));
  await page.reload();
};

beforeAll(async () => {
  browser = await launchBrowser();
  ana = await loginViaApi('user@festival.test', PASSWORD);
  ben = await loginViaApi('artist@festival.test', PASSWORD);
  staff = await loginViaApi('promoter@festival.test', PASSWORD);
});

afterAll(async () => {
  // Other files chat between the same seeded people: no block may outlive this one.
  await apiFetch(`user/blocks/${ben.id}`, { method: 'DELETE', token: ana.accessToken });
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe('block and report', () => {
  it("a blocked person's message never arrives; a reported message reaches staff", async () => {
    const anaPage = await phone(ana);
    const benPage = await phone(ben);
    await openChat(anaPage, ben);
    await openChat(benPage, ana);
    const stamp = Date.now();
    const rude = `Du bist langweilig ${stamp}`;
    await write(benPage, rude);
    const rudeBubble = anaPage.getByTestId('chat-message').filter({ hasText: rude });
    await visible(rudeBubble);

    // Ana blocks Ben from the conversation's menu.
    await anaPage.getByRole('button', { name: 'Mehr' }).click();
    await visible(anaPage.getByRole('menuitem', { name: 'Blockieren' }));
    await screenshot(anaPage, 'chat-block-menu-de');
    await anaPage.getByRole('menuitem', { name: 'Blockieren' }).click();
    await visible(anaPage.getByText(/Ihr könnt euch nicht mehr schreiben/));

    const blocked = `Nach der Blockierung ${stamp}`;
    await write(benPage, blocked);
    await new Promise((resolve) => setTimeout(resolve, NEVER_ARRIVES_MS));
    expect(await anaPage.getByText(blocked).count()).toBe(0);
    expect(await history(ana, ben)).not.toContain(blocked);
    expect(await history(ana, ben)).toContain(rude);

    // She reports his earlier message, with a reason.
    await rudeBubble.getByRole('button', { name: 'Nachricht melden' }).click();
    const dialog = await visible(anaPage.getByRole('dialog', { name: 'Diese Nachricht melden' }));
    await dialog.getByRole('textbox', { name: 'Grund' }).fill(`Beleidigend ${stamp}`);
    await screenshot(anaPage, 'chat-report-de');
    await dialog.getByRole('button', { name: 'Melden', exact: true }).click();
    await visible(anaPage.getByText('Danke. Das Festival-Team sieht es sich an.'));

    // The menu now offers the way back; in English too.
    await inEnglish(anaPage);
    await visible(anaPage.getByText('connected', { exact: true }));
    await anaPage.getByRole('button', { name: 'More' }).click();
    await visible(anaPage.getByRole('menuitem', { name: 'Unblock' }));
    await screenshot(anaPage, 'chat-block-menu-en');
    await anaPage.getByRole('menuitem', { name: 'Unblock' }).click();
    await visible(anaPage.getByText(/You unblocked/));

    // Staff see the report with the message, its sender and the reporter, and handle it.
    const staffPage = await phone(staff);
    await staffPage.goto('/management/reports');
    const report = await visible(
      staffPage.getByTestId('open-report').filter({ hasText: `Beleidigend ${stamp}` }),
    );
    await visible(report.getByText(rude));
    await screenshot(staffPage, 'management-reports-de');
    await inEnglish(staffPage);
    await visible(report.getByRole('button', { name: 'Mark handled' }));
    await screenshot(staffPage, 'management-reports-en');
    await report.getByRole('button', { name: 'Mark handled' }).click();
    await expect.poll(() => report.count()).toBe(0);
  }, 90_000);
});
