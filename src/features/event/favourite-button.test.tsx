import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/api/contract/auth';
import { clearSession, setSession } from '@/api/session';
import { db } from '@/offline/db';
import { mirrorSession } from '@/offline/session';
import { resetDb } from '@/offline/testing/reset-db';
import { FavouriteButton } from './favourite-button';
import { renderEvent } from './testing/render-event';

const user: SessionUser = {
  id: 42,
  accessToken: 'jwt-42',
  accessTokenExpiresAt: Date.UTC(2100, 0, 1),
  refreshToken: 'session.refresh',
  roles: ['ROLE_USER'],
  firstName: 'Mia',
  lastName: null,
  name: 'mia',
  fullName: null,
  email: 'mia@example.org',
  bio: null,
  image: null,
  favourites: [],
  firstLogin: false,
  socials: {},
};

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(resetDb);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  clearSession();
  setOnline(true);
});

describe('favourite heart', { timeout: 20_000 }, () => {
  it('asks a guest to log in', async () => {
    await renderEvent(() => <FavouriteButton eventId={9} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add to My Timetable' }));
    expect(await screen.findByText('Login to save Favourites.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(await db.favourites.count()).toBe(0);
  });

  it("opens the login in a new top-level tab inside a partner's frame, not in the frame", async () => {
    // A page in someone else's iframe: its top window is not itself.
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderEvent(() => <FavouriteButton eventId={9} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add to My Timetable' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(new URL(String(url)).pathname).toBe('/login');
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
  });

  it('saves at once in Dexie and queues the call for a logged-in user, offline too', async () => {
    setOnline(false);
    setSession(user);
    await mirrorSession({ userId: user.id, accessToken: user.accessToken });
    await renderEvent(() => <FavouriteButton eventId={9} variant="button" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Add to My Timetable' }));
    expect(await screen.findByRole('button', { name: 'Remove from My Timetable' })).toBeEnabled();
    expect(await db.favourites.get(9)).toEqual({ eventId: 9, userId: 42 });
    expect((await db.outbox.toArray()).map((row) => [row.kind, row.target])).toEqual([
      ['favourite.add', 9],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove from My Timetable' }));
    await waitFor(async () => expect(await db.favourites.get(9)).toBeUndefined());
    expect(await screen.findByRole('button', { name: 'Add to My Timetable' })).toBeInTheDocument();
  });

  it("does not show another user's favourite as saved", async () => {
    await db.favourites.put({ eventId: 9, userId: 7 });
    setSession(user);
    await renderEvent(() => <FavouriteButton eventId={9} />);
    expect(await screen.findByRole('button', { name: 'Add to My Timetable' })).toBeInTheDocument();
  });
});
