import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateCheckinsPage } from '../src/api/contract/gate';
import { apiFetch, loginViaApi } from './support/api';
import {
  FAKE_CAMERA_ARGS,
  launchBrowser,
  launchPersistent,
  newMobilePage,
  screenshot,
} from './support/browser';
import { qrCodeVideo } from './support/fake-camera';
import { checkAtGate, GATE_ACCOUNT, gateOf, openGate, serverGateStats } from './support/gate';
import { waitForController } from './support/offline-worker';
import { login, openSideMenu, switchLanguage, visible } from './support/screens';
import { buyOwnTickets, productUid } from './support/shop-api';
import { newMember, registerViaApi } from './support/users';

type Ticket = { uid: string; credential: string; entryCode: string };

/** Who bought the gate's tickets: one member's 100 Sunday tickets and a friend's few. */
let hundred: Ticket[] = [];
let few: Ticket[] = [];
const opened: BrowserContext[] = [];

const buyer = async (name: string, count: number) => {
  const member = newMember(name);
  await registerViaApi(member);
  const session = await loginViaApi(member.email, member.password);
  return buyOwnTickets(
    member.email,
    session.accessToken,
    await productUid('Sunday Open Air'),
    count,
  );
};

/** A phone logged in as gate staff, its service worker in control (so it works offline). */
const gatePhone = async () => {
  const context = await launchPersistent();
  opened.push(context);
  const page = await context.newPage();
  await login(page, GATE_ACCOUNT.email, GATE_ACCOUNT.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await waitForController(page);
  return { context, page };
};

beforeAll(async () => {
  hundred = await buyer('Gina', 100);
  few = await buyer('Fred', 3);
}, 180_000);

afterAll(async () => {
  await Promise.all(opened.map((context) => context.close()));
});

describe('gate check-in', () => {
  it('a phone with the network cut admits 100 different tickets and refuses a repeat; online again, the server holds exactly 100 check-ins', async () => {
    expect(hundred).toHaveLength(100);
    const { context, page } = await gatePhone();
    const gate = `Nord ${Date.now().toString(36)}`;
    await openGate(page, gate);
    await screenshot(page, 'gate-ready');

    await context.setOffline(true);
    try {
      for (const ticket of hundred) {
        expect(await checkAtGate(page, ticket.credential)).toBe('admitted');
      }
      await screenshot(page, 'gate-admitted-offline');
      const [first] = hundred;
      expect(await checkAtGate(page, first?.credential ?? '')).toBe('used');
      await visible(page.getByText(/Erster Einlass: .* Uhr, Nord/));
      await screenshot(page, 'gate-used-offline');
      expect(await page.getByTestId('gate-queued').innerText()).toBe('101');
      expect(await page.getByTestId('gate-count-here').innerText()).toBe('100');
    } finally {
      await context.setOffline(false);
    }

    // Back online, the queue drains and the server counts each admission once.
    await expect
      .poll(() => page.getByTestId('gate-queued').innerText(), { timeout: 30_000 })
      .toBe('0');
    const stats = await serverGateStats();
    expect(gateOf(stats, gate)).toMatchObject({ checkins: 100, refused: 1 });
  }, 240_000);

  it('two phones that admit the same ticket while offline: one check-in, one conflict the staff see', async () => {
    const [ticket] = few;
    if (!ticket) throw new Error('no ticket');
    const north = await gatePhone();
    const south = await gatePhone();
    const stamp = Date.now().toString(36);
    await openGate(north.page, `A ${stamp}`);
    await openGate(south.page, `B ${stamp}`);
    await north.context.setOffline(true);
    await south.context.setOffline(true);
    try {
      expect(await checkAtGate(north.page, ticket.credential)).toBe('admitted');
      expect(await checkAtGate(south.page, ticket.credential)).toBe('admitted');
    } finally {
      await north.context.setOffline(false);
      await south.context.setOffline(false);
    }
    for (const phone of [north, south]) {
      await expect
        .poll(() => phone.page.getByTestId('gate-queued').innerText(), { timeout: 30_000 })
        .toBe('0');
    }
    const session = await loginViaApi(GATE_ACCOUNT.email, GATE_ACCOUNT.password);
    const conflicts = gateCheckinsPage.parse(
      await (
        await apiFetch('gate/checkins?outcome=conflict', { token: session.accessToken })
      ).json(),
    );
    const conflict = conflicts.content.find((row) => row.ticketUid === ticket.uid);
    expect(conflict).toMatchObject({ gate: `B ${stamp}`, first: { gate: `A ${stamp}` } });
    const stats = await serverGateStats();
    expect(gateOf(stats, `A ${stamp}`)?.checkins).toBe(1);
    expect(gateOf(stats, `B ${stamp}`)?.checkins ?? 0).toBe(0);

    // The staff list shows it with both gates and times.
    await north.page.goto('/gate/checkins');
    await (await visible(north.page.getByText('Konflikte', { exact: true }))).click();
    const row = await visible(
      north.page.getByTestId('gate-conflict-list').getByText(`B ${stamp}`, { exact: false }),
    );
    expect(await row.isVisible()).toBe(true);
    await visible(north.page.getByText(new RegExp(`Zuerst eingelassen: A ${stamp}`)));
    await screenshot(north.page, 'gate-conflicts');
  }, 180_000);

  it('the camera reads a ticket held up to it and admits it; the screen reads in English too', async () => {
    const [, ticket] = few;
    if (!ticket) throw new Error('no ticket');
    const video = await qrCodeVideo(ticket.credential, 'gate-camera');
    const browser = await launchBrowser([
      ...FAKE_CAMERA_ARGS,
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const page = await newMobilePage(browser);
      await login(page, GATE_ACCOUNT.email, GATE_ACCOUNT.password);
      await page.waitForURL((url) => url.pathname !== '/login');
      await openSideMenu(page);
      await switchLanguage(page, 'en');
      await page.keyboard.press('Escape');
      await openGate(page, `Camera ${Date.now().toString(36)}`);
      // ZXing reads the camera's frames in the page: slow on a busy machine.
      const verdict = await visible(page.getByTestId('gate-verdict'), 60_000).catch(
        async (error: unknown) => {
          // What the gate showed instead (a camera failure, a stopped scanner), for the log.
          await screenshot(page, 'gate-camera-no-verdict');
          const shown = await page.locator('main').innerText();
          throw new Error(`no verdict; the gate shows: ${shown.slice(0, 400)}`, { cause: error });
        },
      );
      expect(await verdict.getAttribute('data-verdict')).toBe('admitted');
      await visible(page.getByRole('heading', { name: 'Admitted' }));
      await screenshot(page, 'gate-camera-en');
    } finally {
      await browser.close();
    }
  }, 120_000);
});
