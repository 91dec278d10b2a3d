import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/offline/db';
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
});
