import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET, createApiClient } from '@/api/client';
import type { EventDto } from '@/api/contract/program';
import { getEvent } from '@/api/events';
import { db } from '@/offline/db';
import { eventsDataset, toEventRow } from '@/offline/sync/program-datasets';
import { syncDataset } from '@/offline/sync/sync-dataset';
import { createFakeApi } from '@/offline/testing/fake-api';
import { eventFixture } from '@/offline/testing/program-fixtures';
import { resetDb } from '@/offline/testing/reset-db';
import { EventScreen, type EventScreenProps } from './event-screen';
import { renderEvent } from './testing/render-event';

vi.mock('@/api/events', () => ({ getEvent: vi.fn() }));

const warehouse = eventFixture(9, {
  title: 'Warehouse Night',
  description: 'Line one\n<b>not bold</b>',
  dateTime: '2025-08-15T21:00:00+02:00',
  end: '2025-08-15T23:30:00+02:00',
  genres: [
    { id: 1, name: 'Techno' },
    { id: 2, name: 'House' },
  ],
  artists: [
    { id: 5, name: 'DJ Five', profilePicture: '/api/file/5', labelRole: 'Artist' },
    { id: 6, name: 'Nora', profilePicture: null, labelRole: 'Speaker & Artist' },
    { id: 7, name: 'Guest', profilePicture: null, labelRole: null },
  ],
  venue: { id: 3, name: 'Hall' },
  instagramLink: 'instagram.com/warehouse',
  facebookLink: 'https://facebook.com/warehouse',
});

const showEvent = (props: Partial<EventScreenProps> = {}) =>
  renderEvent(() => <EventScreen eventId="9" mode="member" {...props} />);

const storeEvent = (event: EventDto) => db.events.put(toEventRow(event));

/** A real ApiError as the client raises it for the given status. */
const apiFailure = async (status: number): Promise<unknown> => {
  const fetch = () =>
    Promise.resolve(
      new Response(JSON.stringify({ message: 'Not found' }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  const client = createApiClient({ prefixUrl: 'http://festival.test/api', fetch });
  return client
    .get('event/get/single/9', QUIET)
    .json()
    .catch((error: unknown) => error);
};

beforeEach(resetDb);
afterEach(() => {
  cleanup();
  vi.mocked(getEvent).mockReset();
});

describe('single event', { timeout: 20_000 }, () => {
  it('shows every element of spec §2 from Dexie', async () => {
    await storeEvent(warehouse);
    const { container } = await showEvent();

    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse Night' })).toBeVisible();
    expect(screen.getByText('Festival')).toBeInTheDocument();
    expect(screen.getByText('Techno')).toBeInTheDocument();
    expect(screen.getByText('House')).toBeInTheDocument();
    expect(screen.getByText('w/ DJ Five, Nora, Guest')).toBeInTheDocument();
    expect(screen.getByText('Hall')).toBeInTheDocument();
    expect(screen.getByText('Friday, August 15, 2025')).toBeInTheDocument();
    expect(screen.getByText('21:00 – 23:30')).toBeInTheDocument();

    const description = screen.getByText(/Line one/);
    expect(description.textContent).toBe('Line one\n<b>not bold</b>');
    expect(container.querySelector('b')).toBeNull();

    const instagram = screen.getByRole('link', { name: 'Instagram' });
    expect(instagram).toHaveAttribute('href', 'https://instagram.com/warehouse');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Buy tickets/ })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('button', { name: 'Add to My Timetable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the program/ })).toHaveAttribute(
      'href',
      '/events',
    );

    const people = screen.getByRole('region', { name: 'Speakers & Artists on this:' });
    const tiles = within(people).getAllByRole('link');
    expect(tiles.map((tile) => [tile.getAttribute('href'), tile.dataset.kind])).toEqual([
      ['/user/5', 'artist'],
      ['/user/6', 'speaker'],
      ['/user/7', 'other'],
    ]);
    expect(within(people).getByText('Speaker & Artist')).toBeInTheDocument();
    expect(getEvent).not.toHaveBeenCalled();
  });

  it('leaves out an image that does not load (offline, never cached)', async () => {
    await storeEvent(warehouse);
    const { container } = await showEvent();
    await screen.findByRole('heading', { level: 1, name: 'Warehouse Night' });
    const image = container.querySelector('img[src="/api/file/9"]');
    expect(image).not.toBeNull();

    fireEvent.error(image!);
    expect(container.querySelector('img[src="/api/file/9"]')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Warehouse Night' })).toBeVisible();
  });

  it("shows 'TBA' without a venue and 'Open End' without an end, no empty social links", async () => {
    await storeEvent({
      ...warehouse,
      venue: null,
      end: null,
      conference: true,
      instagramLink: null,
      facebookLink: null,
    });
    await showEvent();

    expect(await screen.findByText('TBA')).toBeInTheDocument();
    expect(screen.getByText('21:00 – Open End')).toBeInTheDocument();
    expect(screen.getByText('Conference')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Facebook' })).toBeNull();
  });

  it('keeps the embedded mode inside the public pages', async () => {
    await storeEvent({ ...warehouse, ticketLink: 'https://tickets.example.com/w' });
    await showEvent({ mode: 'public', iframe: true });

    const people = await screen.findByRole('region', { name: 'Speakers & Artists on this:' });
    expect(within(people).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/u/user/5?iframe=true&event=9',
    );
    expect(screen.getByRole('link', { name: /Buy tickets/ })).toHaveAttribute(
      'href',
      'https://tickets.example.com/w',
    );
    expect(screen.getByRole('link', { name: /Back to the program/ })).toHaveAttribute(
      'href',
      '/u/events',
    );
  });

  it('fetches an event the program copy lacks', async () => {
    vi.mocked(getEvent).mockResolvedValue({ ...warehouse, state: 'DRAFT' });
    await showEvent();

    expect(await screen.findByRole('heading', { name: 'Warehouse Night' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(getEvent).toHaveBeenCalledWith(9);
  });

  it('fetches the event when the browser denies IndexedDB (a third-party embed)', async () => {
    const denied = vi
      .spyOn(db.events, 'get')
      .mockRejectedValue(new DOMException('The user denied permission', 'UnknownError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(getEvent).mockResolvedValue(warehouse);
    try {
      await showEvent({ mode: 'public', iframe: true });
      expect(await screen.findByRole('heading', { name: 'Warehouse Night' })).toBeVisible();
      expect(getEvent).toHaveBeenCalledWith(9);
    } finally {
      denied.mockRestore();
      warn.mockRestore();
    }
  });

  it('says when the event does not exist', async () => {
    vi.mocked(getEvent).mockRejectedValue(await apiFailure(404));
    await showEvent();
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
  });

  it('says when the event is not on the device and the server is out of reach', async () => {
    vi.mocked(getEvent).mockRejectedValue(new TypeError('Failed to fetch'));
    await showEvent();
    expect(
      await screen.findByRole('heading', { name: 'Event not available offline' }),
    ).toBeInTheDocument();
  });

  it('says an event withdrawn from the program is withdrawn, not missing, offline', async () => {
    let program = [warehouse, eventFixture(1)];
    const api = createFakeApi({
      'POST /api/event/get/all/year': () => ({ status: 200, body: program }),
    });
    await syncDataset(eventsDataset, { fetch: api.fetch });
    // The organisers set it back to draft; the next sync no longer lists it.
    program = [eventFixture(1)];
    await syncDataset(eventsDataset, { fetch: api.fetch });
    vi.mocked(getEvent).mockRejectedValue(new TypeError('Failed to fetch'));
    await showEvent();
    expect(await screen.findByRole('heading', { name: 'Event withdrawn' })).toBeInTheDocument();
    expect(
      screen.getByText('The organisers have withdrawn Warehouse Night from the program.'),
    ).toBeInTheDocument();
  });

  it('treats an id that is no number as not found without asking the server', async () => {
    await showEvent({ eventId: 'abc' });
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeInTheDocument();
    expect(getEvent).not.toHaveBeenCalled();
  });
});
