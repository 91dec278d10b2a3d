import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import tickets from '../../../locales/en/tickets.json';
import common from '../../../locales/en/common.json';
import { renderRouted } from '@/lib/testing/render-with-texts';
import { RedeemScreen } from './redeem-screen';

const camera = vi.hoisted(() => ({
  onText: (_text: string): void => undefined,
  start: vi.fn(() => Promise.resolve()),
  stop: vi.fn(),
}));
const redeemTicket = vi.hoisted(() => vi.fn(() => Promise.resolve({ message: 'ok' })));

vi.mock('@/lib/scanner/use-scanner', () => ({
  useScanner: (onText: (text: string) => void) => {
    camera.onText = onText;
    return { videoRef: { current: null }, state: 'scanning', failure: null, ...camera };
  },
}));
vi.mock('@/api/orders', () => ({ redeemTicket }));
vi.mock('@/offline/sync/sync-tickets', () => ({ syncTickets: () => Promise.resolve() }));

const CODE = 'ABCDEFGHJKLM';

describe('RedeemScreen (issue #43: the scanner rests while a result shows)', () => {
  beforeEach(() => {
    redeemTicket.mockClear();
    camera.start.mockClear();
    camera.stop.mockClear();
  });
  afterEach(cleanup);

  it('sends a scanned code once, stops the camera for the dialog and starts it when closed', async () => {
    await renderRouted(RedeemScreen, { tickets, common });
    await waitFor(() => expect(camera.start).toHaveBeenCalledTimes(1));
    act(() => camera.onText(CODE));
    await screen.findByRole('dialog', { name: tickets.redeem.successTitle }, { timeout: 5000 });
    expect(camera.stop).toHaveBeenCalled();
    // Frames the camera decoded before it stopped, and the same code later: no more calls.
    for (let i = 0; i < 8; i++) act(() => camera.onText(CODE));
    expect(redeemTicket).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: tickets.redeem.close }));
    await waitFor(() => expect(camera.start).toHaveBeenCalledTimes(2));
    act(() => camera.onText(CODE));
    expect(redeemTicket).toHaveBeenCalledTimes(1);
  });

  it('keeps a typed code at 12 characters: a dash after it does not show', async () => {
    await renderRouted(RedeemScreen, { tickets, common });
    const field = await screen.findByRole('textbox', { name: tickets.redeem.manual });
    fireEvent.change(field, { target: { value: 'ZZZZ-ZZZZ-ZZZZ' } });
    expect(field).toHaveValue('ZZZZZZZZZZZZ');
    fireEvent.change(field, { target: { value: 'ZZZZZZZZZZZZ-' } });
    expect(field).toHaveValue('ZZZZZZZZZZZZ');
  });
});
