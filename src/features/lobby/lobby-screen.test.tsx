import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLobbyPage } from '@/api/lobby';
import { getAllTags } from '@/api/reference';
import { LobbyScreen } from './lobby-screen';
import { cardFixture, renderLobby } from './testing/render-lobby';

vi.mock('@/api/lobby', () => ({ getLobbyPage: vi.fn() }));
vi.mock('@/api/reference', () => ({ getAllTags: vi.fn() }));

beforeEach(() => {
  vi.mocked(getAllTags).mockResolvedValue([{ id: 4, name: 'Vinyl' }]);
  vi.mocked(getLobbyPage).mockImplementation(() =>
    Promise.resolve({
      content: [cardFixture(2)],
      own: cardFixture(1, { me: true }),
      totalElements: 12,
      totalPages: 2,
      number: 0,
      size: 10,
      first: true,
      last: false,
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const searches = () => vi.mocked(getLobbyPage).mock.calls.map(([, body]) => body.filter?.search);

describe('LobbyScreen', () => {
  it('asks the server once per pause in typing (300 ms debounce) and counts the results', async () => {
    await renderLobby(() => <LobbyScreen variant="lobby" tagId={null} onTagChange={vi.fn()} />);
    expect(await screen.findByText('12 recommended Users')).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'K' } });
    fireEvent.change(search, { target: { value: 'Ka' } });
    fireEvent.change(search, { target: { value: 'Kat' } });
    await waitFor(() => expect(searches()).toEqual([null, 'Kat']));
    expect(await screen.findByText('12 Users found')).toBeInTheDocument();
  });

  it('sends the chosen tag and tells the route when a chip is picked', async () => {
    const onTagChange = vi.fn();
    await renderLobby(() => <LobbyScreen variant="lobby" tagId={4} onTagChange={onTagChange} />);
    await waitFor(() => expect(vi.mocked(getLobbyPage).mock.calls[0]?.[1].filter?.id).toBe(4));
    fireEvent.click(await screen.findByText('Vinyl'));
    expect(onTagChange).toHaveBeenCalledWith(null);
  });

  it('starts the old lobby sorted A to Z', async () => {
    await renderLobby(() => <LobbyScreen variant="old" tagId={null} onTagChange={vi.fn()} />);
    await waitFor(() =>
      expect(vi.mocked(getLobbyPage).mock.calls[0]?.[1].sort).toEqual({
        sortBy: 'name',
        order: 'asc',
      }),
    );
  });
});
