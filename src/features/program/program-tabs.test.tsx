import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArtistDto } from '@/api/contract/program';
import { eventFixture, venueFixture } from '@/offline/testing/program-fixtures';
import { resetDb } from '@/offline/testing/reset-db';
import { ProgramScreen } from './program-screen';
import type { ProgramSearch } from './program-search';
import type { ProgramMode } from './program-mode';
import { storeProgram } from './testing/program-db';
import { renderProgram } from './testing/render-program';

const showProgram = (search: ProgramSearch, mode: ProgramMode = 'member') =>
  renderProgram(() => {
    const [current, setCurrent] = useState(search);
    return <ProgramScreen loaded={[]} mode={mode} search={current} onNavigate={setCurrent} />;
  });

const artist = (id: number, name: string, labelRole: ArtistDto['labelRole'] = 'Artist') => ({
  id,
  name,
  profilePicture: null,
  labelRole,
  genres: [],
  years: [2025],
});

// 12 names starting with A, one with B.
const artists = [
  ...Array.from({ length: 12 }, (_, i) => artist(i + 1, `Act ${String(i + 1).padStart(2, '0')}`)),
  artist(20, 'Berta Talk', 'Speaker'),
];

// The artists and venues tabs are chunks of their own: the first render imports them.
const LAZY_TAB_TIMEOUT_MS = 5_000;

beforeEach(resetDb);
afterEach(cleanup);

describe('program tabs', { timeout: 20_000 }, () => {
  it("names the second tab 'Artists & Speakers' when festival and conference take place", async () => {
    await storeProgram({ events: [eventFixture(1), eventFixture(2, { conference: true })] });
    await showProgram({});
    expect(
      await screen.findByRole('tab', { name: 'Artists & Speakers' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it("names the second tab 'Speakers' for a conference only", async () => {
    await storeProgram({ events: [eventFixture(2, { conference: true })] });
    await showProgram({});
    expect(
      await screen.findByRole('tab', { name: 'Speakers' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows the 10 artist placeholders from the first render until the artists are stored', async () => {
    await showProgram({ tab: 'artists' });
    // At once, while the tab's own code still loads: no empty panel first.
    const first = screen.getByTestId('program-loading');
    expect(first.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(10);
    // The tab itself keeps them while this device never received the artists.
    await screen.findByRole(
      'group',
      { name: 'Filter by starting letter' },
      { timeout: LAZY_TAB_TIMEOUT_MS },
    );
    expect(
      screen.getByTestId('program-loading').querySelectorAll('.mantine-Skeleton-root'),
    ).toHaveLength(10);
    await storeProgram({ artists });
    expect(
      await screen.findByRole('link', { name: /Act 01/ }, { timeout: LAZY_TAB_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('program-loading')).toBeNull();
  });

  it('pages the artists by 10 from page 0 and links to the profiles', async () => {
    await storeProgram({ artists });
    await showProgram({ tab: 'artists' });

    const grid = await screen.findByRole(
      'list',
      { name: 'Artists and speakers' },
      { timeout: LAZY_TAB_TIMEOUT_MS },
    );
    expect(within(grid).getAllByRole('listitem')).toHaveLength(10);
    expect(within(grid).getByRole('link', { name: /Act 01/ })).toHaveAttribute('href', '/user/1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const second = await screen.findByRole('list', { name: 'Artists and speakers' });
    expect(within(second).getAllByRole('listitem')).toHaveLength(3);
    expect(within(second).getByText('Berta Talk')).toBeInTheDocument();
    expect(within(second).getByText('Speaker')).toBeInTheDocument();
  });

  it('filters artists by letter, links to public profiles in /u mode, says when none', async () => {
    await storeProgram({ artists });
    await showProgram({ tab: 'artists' }, 'public');

    fireEvent.click(
      await screen.findByRole('button', { name: 'B' }, { timeout: LAZY_TAB_TIMEOUT_MS }),
    );
    const grid = await screen.findByRole('list', { name: 'Artists and speakers' });
    expect(within(grid).getByRole('link', { name: /Berta Talk/ })).toHaveAttribute(
      'href',
      '/u/user/20?iframe=true',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Z' }));
    expect(await screen.findByText('No Artists found')).toBeInTheDocument();
  });

  it('shows venue cards with image, name and website, or says when none', async () => {
    await storeProgram({
      venues: [
        {
          ...venueFixture(1),
          name: 'Hafenkantine',
          website: 'hafenkantine.example',
          image: '/api/file/1',
        },
        { ...venueFixture(2), name: 'Speicher Forum' },
      ],
    });
    await showProgram({ tab: 'venues' });

    const grid = await screen.findByRole(
      'list',
      { name: 'Venues' },
      { timeout: LAZY_TAB_TIMEOUT_MS },
    );
    expect(within(grid).getByRole('heading', { name: 'Hafenkantine' })).toBeInTheDocument();
    const website = within(grid).getByRole('link', { name: /hafenkantine\.example/ });
    expect(website).toHaveAttribute('href', 'https://hafenkantine.example/');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    fireEvent.click(screen.getByRole('button', { name: 'X' }));
    expect(await screen.findByText('No Venues found')).toBeInTheDocument();
  });
});
