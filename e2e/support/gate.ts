import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gateStats, type GateStatsDto } from '../../src/api/contract/gate';
import { apiFetch, loginViaApi } from './api';
import { visible } from './screens';

export const GATE_ACCOUNT = { email: 'gate@festival.test', password: 'Festival2025!' };

/** Opens /gate on a logged-in staff page, names this gate and waits for the ticket list. */
export async function openGate(page: Page, name: string): Promise<void> {
  await page.goto('/gate');
  const field = page.getByRole('textbox', { name: /^(name des einlasses|gate name)$/i });
  await (await visible(field)).fill(name);
  await page.getByRole('button', { name: /^(speichern|save)$/i }).click();
  await visible(page.getByTestId('gate-name'));
  await expect
    .poll(() => page.getByTestId('gate-list-state').innerText())
    .toMatch(/^(Ausgabe|Edition) \d{4}:/);
}

/** Types (as a hand scanner would) a credential or entry code and answers the verdict shown. */
export async function checkAtGate(page: Page, text: string): Promise<string | null> {
  const verdict = page.getByTestId('gate-verdict');
  const scanId = () =>
    verdict.evaluateAll((shown) => shown[0]?.getAttribute('data-scan-id') ?? null);
  const before = await scanId();
  const field = page.getByRole('textbox', { name: /^(einlasscode|entry code)$/i });
  await field.fill(text);
  await field.press('Enter');
  // Each scan shows under an id of its own: a new id is this scan's verdict.
  await expect.poll(scanId).not.toBe(before);
  return verdict.getAttribute('data-verdict');
}

/** The server's counts, as the staff see them. */
export async function serverGateStats(): Promise<GateStatsDto> {
  const session = await loginViaApi(GATE_ACCOUNT.email, GATE_ACCOUNT.password);
  return gateStats.parse(
    await (await apiFetch('gate/stats', { token: session.accessToken })).json(),
  );
}

export const gateOf = (stats: GateStatsDto, name: string) =>
  stats.gates.find((gate) => gate.gate === name);
