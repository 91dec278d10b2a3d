import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/offline/db';
import { apiCall } from '@/offline/http';
import { resetDb } from '@/offline/testing/reset-db';
import { LastUpdated } from './last-updated';
import { renderWithPwaTexts } from './pwa-test-render';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(resetDb);
afterEach(() => {
  cleanup();
  setOnline(true);
});

describe('LastUpdated', () => {
  it('stays silent online', async () => {
    await renderWithPwaTexts(<LastUpdated dataset="events" />);
    expect(screen.queryByTestId('last-updated')).toBeNull();
  });

  it('tells how old the offline copy is', async () => {
    setOnline(false);
    const fiveMinutesAgo = Date.now() - 5 * 60_000 - 1_000;
    await db.syncMeta.put({
      dataset: 'events',
      etag: null,
      lastUpdated: fiveMinutesAgo,
      lastAttempt: fiveMinutesAgo,
    });
    await renderWithPwaTexts(<LastUpdated dataset="events" />);
    await waitFor(() =>
      expect(screen.getByText('Offline – last updated 5 minutes ago')).toBeInTheDocument(),
    );
  });

  it('says when nothing has been saved yet', async () => {
    setOnline(false);
    await renderWithPwaTexts(<LastUpdated dataset="events" />);
    await waitFor(() =>
      expect(screen.getByText('Offline – nothing saved yet')).toBeInTheDocument(),
    );
  });
  it('tells how old the copy is while the server cannot be reached, until it answers again', async () => {
    const fiveMinutesAgo = Date.now() - 5 * 60_000 - 1_000;
    await db.syncMeta.put({
      dataset: 'events',
      etag: null,
      lastUpdated: fiveMinutesAgo,
      lastAttempt: fiveMinutesAgo,
    });
    const answer = (status: number) => () => Promise.resolve(new Response(null, { status }));
    const call = { method: 'GET', path: '/api/event/favourites/my' } as const;
    await apiCall(call, { fetch: answer(504) });
    await renderWithPwaTexts(<LastUpdated dataset="events" />);
    await waitFor(() =>
      expect(
        screen.getByText('Server not reachable – last updated 5 minutes ago'),
      ).toBeInTheDocument(),
    );
    await act(() => apiCall(call, { fetch: answer(200) }));
    expect(screen.queryByTestId('last-updated')).toBeNull();
  });
});
