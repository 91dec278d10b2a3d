import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noteServerAnswer } from '@/api/server-reach';
import { queueFavourite } from '@/offline/outbox/queue-favourite';
import { mirrorSession } from '@/offline/session';
import { resetDb } from '@/offline/testing/reset-db';
import { renderWithPwaTexts } from './pwa-test-render';
import { SyncIndicator } from './sync-indicator';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(async () => {
  await resetDb();
  await mirrorSession({ userId: 7, accessToken: 't' });
});
afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('SyncIndicator', () => {
  it('shows nothing when everything is saved', async () => {
    await renderWithPwaTexts(<SyncIndicator />);
    expect(screen.getByTestId('sync-indicator')).toBeEmptyDOMElement();
  });

  it('counts changes waiting for the server', async () => {
    await queueFavourite(1, true);
    await queueFavourite(2, true);
    await renderWithPwaTexts(<SyncIndicator />);
    await waitFor(() => expect(screen.getByText('2 changes waiting')).toBeInTheDocument());
  });

  it('says offline when the browser is offline', async () => {
    setOnline(false);
    await queueFavourite(1, true);
    await renderWithPwaTexts(<SyncIndicator />);
    await waitFor(() => expect(screen.getByText('Offline · 1 change waiting')).toBeInTheDocument());
  });

  it('says the server is not reachable while it does not answer', async () => {
    await queueFavourite(1, true);
    await renderWithPwaTexts(<SyncIndicator />);
    act(() => noteServerAnswer('unreachable'));
    await waitFor(() =>
      expect(screen.getByText('Server not reachable · 1 change waiting')).toBeInTheDocument(),
    );
    act(() => noteServerAnswer(200));
    await waitFor(() => expect(screen.getByText('1 change waiting')).toBeInTheDocument());
  });
});
