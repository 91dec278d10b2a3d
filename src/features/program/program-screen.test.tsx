import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventFixture } from '@/offline/testing/program-fixtures';
import { resetDb } from '@/offline/testing/reset-db';
import type { FavouriteSlot } from './event-list-item';
import { ProgramScreen } from './program-screen';
import type { ProgramSearch } from './program-search';
import { emptyFilter } from './rules/program-filter';
import { PROGRAM_FILTER_STORAGE_KEY, loadFilter, saveFilter } from './rules/stored-filter';
import { storeProgram } from './testing/program-db';
import { renderProgram } from './testing/render-program';

const TestHeart: FavouriteSlot = ({ eventId, describedBy }) => (
  <button type="button" aria-describedby={describedBy}>
    heart {eventId}
  </button>
);

const showProgram = (search: ProgramSearch = {}) =>
  renderProgram(() => {
    const [current, setCurrent] = useState(search);
    return (
      <ProgramScreen
        loaded={[]}
        mode="member"
        search={current}
        onNavigate={setCurrent}
        Favourite={TestHeart}
      />
    );
  });

const friday = eventFixture(1, {
  title: 'Night Drive',
  dateTime: '2025-08-15T23:00:00+02:00',
  end: '2025-08-16T01:30:00+02:00',
  artists: [{ id: 5, name: 'Ellen Allien', profilePicture: null, labelRole: 'Artist' }],
  venue: { id: 3, name: 'Hafenkantine' },
});
const afterMidnight = eventFixture(2, {
  title: 'Sunrise Set',
  dateTime: '2025-08-16T03:00:00+02:00',
  end: null,
  venue: null,
});
const saturdayTalk = eventFixture(3, {
  title: 'Future of Streaming',
  dateTime: '2025-08-16T11:00:00+02:00',
  end: '2025-08-16T12:00:00+02:00',
  conference: true,
  genres: [],
  artists: [{ id: 7, name: 'Nora Kowalski', profilePicture: null, labelRole: 'Speaker' }],
});

beforeEach(async () => {
  await resetDb();
  localStorage.removeItem(PROGRAM_FILTER_STORAGE_KEY);
});
afterEach(cleanup);

describe('program events', { timeout: 20_000 }, () => {
  it('renders the events from Dexie grouped by day, a 03:00 set with its night', async () => {
    await storeProgram({ events: [saturdayTalk, afterMidnight, friday] });
    await showProgram();

    expect(screen.getByRole('heading', { level: 1, name: 'Program' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
      ).toEqual(['15.08. Friday2 events', '16.08. Saturday1 event']),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Night Drive',
        'Sunrise Set',
        'Future of Streaming',
      ]),
    );
  });

  it('shows time, duration or Open End, artists, venue or TBA, type and the heart', async () => {
    await storeProgram({ events: [friday, afterMidnight, saturdayTalk] });
    await showProgram();

    // A row reads title, day, time and venue.
    const night = await screen.findByRole('article', {
      name: /^Night Drive, (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, 23:00, Hafenkantine$/,
    });
    expect(within(night).getByText('23:00')).toBeInTheDocument();
    expect(within(night).getByText('2.5 h')).toBeInTheDocument();
    expect(within(night).getByText('w/ Ellen Allien')).toBeInTheDocument();
    expect(within(night).getByText('Hafenkantine')).toBeInTheDocument();
    expect(within(night).getByText('Festival')).toBeInTheDocument();
    expect(within(night).getByText('Techno')).toBeInTheDocument();
    expect(within(night).getByRole('link', { name: 'Night Drive' })).toHaveAttribute(
      'href',
      '/event/1',
    );
    expect(within(night).getByRole('button', { name: 'heart 1' })).toHaveAccessibleDescription(
      'Night Drive',
    );

    const sunrise = await screen.findByRole('article', { name: /^Sunrise Set, .*, TBA$/ });
    expect(within(sunrise).getByText('Open End')).toBeInTheDocument();
    expect(within(sunrise).getByText('TBA')).toBeInTheDocument();
    const talk = await screen.findByRole('article', { name: /^Future of Streaming, / });
    expect(within(talk).getByText('Conference')).toBeInTheDocument();
  });

  it('narrows the list by search over titles, artists and venues', async () => {
    await storeProgram({ events: [friday, afterMidnight, saturdayTalk] });
    await showProgram();
    await screen.findByText('Sunrise Set');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search events' }), {
      target: { value: 'kowalski' },
    });
    await waitFor(() => expect(screen.queryByText('Sunrise Set')).toBeNull());
    expect(screen.getByText('Future of Streaming')).toBeInTheDocument();
    expect(screen.getByText('1 event found')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'hafenkantine' } });
    expect(await screen.findByText('Night Drive')).toBeInTheDocument();
    expect(screen.queryByText('Future of Streaming')).toBeNull();
  });

  it('says nothing matches and offers a reset', async () => {
    await storeProgram({ events: [friday] });
    await showProgram();
    await screen.findByText('Night Drive');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'no such thing' } });
    expect(await screen.findByText('Nothing matches your search :(')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset search and filter' }));
    expect(await screen.findByText('Night Drive')).toBeInTheDocument();
  });

  it('shows 10 placeholders only while the program was never loaded', async () => {
    await showProgram();
    const loading = await screen.findByTestId('program-loading');
    // The day heading's placeholder and the spec's 10 rows, hidden from screen readers, which
    // hear the loading status instead.
    expect(loading.querySelectorAll('[aria-hidden="true"]')).toHaveLength(11);
    expect(within(loading).getByRole('status')).toHaveTextContent('Loading the program');
    expect(screen.queryByText('Nothing matches your search :(')).toBeNull();
  });

  it('restores the saved filter and saves changes from the dialog', async () => {
    saveFilter(localStorage, { ...emptyFilter(), selectedTypes: ['conference'] });
    await storeProgram({ events: [friday, saturdayTalk] });
    await showProgram();

    expect(await screen.findByText('Future of Streaming')).toBeInTheDocument();
    expect(screen.queryByText('Night Drive')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open the filter (1 selected)' }));
    // The dialog is a chunk of its own: the first open imports it.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Filter the program' },
      { timeout: 5_000 },
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Conference' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Festival' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show 1 event' }));

    expect(await screen.findByText('Night Drive')).toBeInTheDocument();
    expect(screen.queryByText('Future of Streaming')).toBeNull();
    expect(loadFilter(localStorage).selectedTypes).toEqual(['festival']);
  });

  it('filters by starting letter and keeps the letter in the saved filter', async () => {
    await storeProgram({ events: [friday, afterMidnight, saturdayTalk] });
    await showProgram();
    await screen.findByText('Night Drive');

    fireEvent.click(screen.getByRole('button', { name: 'S' }));
    await waitFor(() => expect(screen.queryByText('Night Drive')).toBeNull());
    expect(screen.getByText('Sunrise Set')).toBeInTheDocument();
    expect(loadFilter(localStorage).character).toBe('S');
  });
});
