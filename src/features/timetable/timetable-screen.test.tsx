import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '@/api/session';
import { db, SESSION_KEY } from '@/offline/db';
import { resetDb } from '@/offline/testing/reset-db';
import { seenRowOf } from './seen-events';
import { MEMBER, friday, storeProgram } from './testing/timetable-fixtures';
import { renderTimetable } from './testing/render-timetable';
import { TimetableScreen } from './timetable-screen';
import { VIEW_STORAGE_KEY } from './use-view-mode';
import { toEventRow } from '@/offline/sync/program-datasets';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(async () => {
  await resetDb();
  localStorage.clear();
  // Offline keeps the calendar section and the outbox from calling the network.
  setOnline(false);
});
afterEach(() => {
  cleanup();
  clearSession();
  setOnline(true);
});

const renderScreen = () => renderTimetable(<TimetableScreen />);
const card = (id: number) => screen.getByTestId(`timetable-entry-${id}`);

describe('My Timetable', () => {
  it('asks guests to log in', async () => {
    await renderScreen();
    expect(
      screen.getByText('Login to add favourites and build your personal timetable'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ffavourites',
    );
  });

  it('shows the spec text and a way to the program when nothing is saved', async () => {
    setSession(MEMBER);
    await renderScreen();
    expect(await screen.findByText('Looks empty')).toBeInTheDocument();
    expect(screen.getByText('Add some Events to build you personal timeline.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the program' })).toHaveAttribute(
      'href',
      '/events',
    );
  });

  it('lists favourites by day and marks overlapping ones', async () => {
    setSession(MEMBER);
    await storeProgram([
      friday(1, '21:00', '23:00', { title: 'Opening' }),
      friday(2, '22:00', '23:30', { title: 'Ambient Room', venue: null }),
      friday(3, '23:30', null, { title: 'Closing' }),
    ]);
    await renderScreen();

    expect(await screen.findByRole('heading', { name: '15.08. Friday' })).toBeInTheDocument();
    const opening = card(1);
    expect(within(opening).getByText('21:00 – 23:00')).toBeInTheDocument();
    expect(within(opening).getByRole('link', { name: 'Opening' })).toHaveAttribute(
      'href',
      '/event/1',
    );
    expect(within(opening).getByText('Hall')).toBeInTheDocument();
    expect(within(opening).getByText('Overlaps with Ambient Room')).toBeInTheDocument();
    expect(within(card(2)).getByText('Overlaps with Opening')).toBeInTheDocument();
    expect(within(card(2)).getByText('TBA')).toBeInTheDocument();
    expect(within(card(3)).getByText('23:30 · Open End')).toBeInTheDocument();
    expect(within(card(3)).queryByText(/Overlaps with/)).toBeNull();
  });

  it('stores what it shows the first time without marking anything', async () => {
    setSession(MEMBER);
    await storeProgram([friday(1, '21:00', '23:00')]);
    await renderScreen();

    await waitFor(async () =>
      expect(await db.seenEvents.get([MEMBER.id, 1])).toMatchObject({
        dateTime: '2025-08-15T21:00:00+02:00',
        venueName: 'Hall',
      }),
    );
    expect(screen.queryByText('Changed')).toBeNull();
  });

  it('marks a favourite that moved and forgets the marker after OK', async () => {
    setSession(MEMBER);
    const before = friday(1, '21:00', '23:00', { title: 'Opening' });
    await db.seenEvents.put(seenRowOf(MEMBER.id, toEventRow(before)));
    await storeProgram([
      friday(1, '22:00', '23:00', { title: 'Opening', venue: { id: 2, name: 'Club' } }),
    ]);
    await renderScreen();

    const opening = await screen.findByTestId('timetable-entry-1');
    expect(await within(opening).findByText('Changed')).toBeInTheDocument();
    expect(within(opening).getByText('Time changed: was 21:00')).toBeInTheDocument();
    expect(within(opening).getByText('Venue changed: was Hall')).toBeInTheDocument();

    fireEvent.click(within(opening).getByRole('button', { name: 'OK, changes to Opening seen' }));
    await waitFor(() => expect(within(card(1)).queryByText('Changed')).toBeNull());
    expect(await db.seenEvents.get([MEMBER.id, 1])).toMatchObject({
      dateTime: '2025-08-15T22:00:00+02:00',
      venueName: 'Club',
    });
  });

  it('tells when a seen favourite left the program', async () => {
    setSession(MEMBER);
    await db.seenEvents.put(
      seenRowOf(MEMBER.id, toEventRow(friday(9, '20:00', null, { title: 'Cancelled Set' }))),
    );
    await storeProgram([friday(1, '21:00', '23:00')]);
    await renderScreen();

    expect(await screen.findByText('No longer in the program')).toBeInTheDocument();
    expect(screen.getByText('Cancelled Set (was 15.08. Friday 20:00)')).toBeInTheDocument();
    fireEvent.click(
      screen.getByRole('button', { name: 'OK, hide the notice about Cancelled Set' }),
    );
    await waitFor(() => expect(screen.queryByText('No longer in the program')).toBeNull());
  });

  it('removes a favourite at once and queues the change', async () => {
    setSession(MEMBER);
    await db.session.put({ id: SESSION_KEY, userId: MEMBER.id, accessToken: MEMBER.accessToken });
    await storeProgram([
      friday(1, '21:00', '23:00', { title: 'Opening' }),
      friday(2, '10:00', '11:00'),
    ]);
    await renderScreen();

    fireEvent.click(
      await screen.findByRole('button', { name: 'Remove Opening from my timetable' }),
    );
    await waitFor(() => expect(screen.queryByTestId('timetable-entry-1')).toBeNull());
    expect(await db.favourites.get(1)).toBeUndefined();
    expect((await db.outbox.toArray()).map((row) => [row.kind, row.target])).toEqual([
      ['favourite.remove', 1],
    ]);
  });

  it('remembers the grid view and lists night sets below the day grid', async () => {
    setSession(MEMBER);
    await storeProgram([
      friday(1, '21:00', '23:00', { title: 'Night Set' }),
      friday(2, '10:00', '11:30', { title: 'Keynote', conference: true }),
    ]);
    await renderScreen();

    fireEvent.click(await screen.findByText('Grid'));
    expect(localStorage.getItem(VIEW_STORAGE_KEY)).toBe('grid');
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
    const keynote = screen.getByRole('link', { name: /Keynote/ });
    expect(keynote).toHaveStyle({ top: '50px', height: '73px' });
    expect(screen.getByRole('link', { name: 'Night Set' })).toHaveAttribute('href', '/event/1');

    cleanup();
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
  });

  it("the list is the grid's equivalent for screen readers: the same events, linked alike", async () => {
    setSession(MEMBER);
    await storeProgram([
      friday(1, '21:00', '23:00', { title: 'Night Set' }),
      friday(2, '10:00', '11:30', { title: 'Keynote', conference: true }),
      friday(3, '12:00', '13:00', { title: 'Panel', conference: true }),
    ]);
    await renderScreen();
    const eventLinks = () =>
      screen
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/event/'))
        .sort();
    await screen.findByText('Panel');
    const inList = eventLinks();
    fireEvent.click(screen.getByText('Grid'));
    await screen.findByRole('heading', { name: 'Later' });
    expect(eventLinks()).toEqual(inList);
    expect(inList).toEqual(['/event/1', '/event/2', '/event/3']);
  });
});
