import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LobbyPage } from '@/api/contract/lobby';
import { LobbyGrid } from './lobby-grid';
import { cardFixture, renderLobby } from './testing/render-lobby';

const pageOf = (content: LobbyPage['content']): LobbyPage => ({
  content,
  own: cardFixture(1, { fullName: 'Erika Muster', me: true, tags: [{ id: 4, name: 'Vinyl' }] }),
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 10,
  first: true,
  last: true,
});

afterEach(cleanup);

describe('LobbyGrid', () => {
  it('shows 15 placeholders while loading', async () => {
    const { container } = await renderLobby(() => (
      <LobbyGrid page={undefined} failed={false} search="" tagId={null} showOwn />
    ));
    expect(container.querySelectorAll('[data-placeholder]')).toHaveLength(15);
  });

  it('puts the own card first with Me, then chat and profile on every other card', async () => {
    const page = pageOf([cardFixture(2), cardFixture(3, { bigDisplay: true })]);
    await renderLobby(() => (
      <LobbyGrid page={page} failed={false} search="" tagId={null} showOwn />
    ));
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Erika Muster',
      'Person 2',
      'Person 3',
    ]);
    expect(screen.getByRole('link', { name: 'Me' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Chat with Person 2' })).toHaveAttribute(
      'href',
      '/chat/open/2',
    );
    expect(screen.getByRole('link', { name: 'Profile of Person 3' })).toHaveAttribute(
      'href',
      '/user/3',
    );
    expect(cards[2]).toHaveAttribute('data-big', 'true');
    expect(cards[1]).not.toHaveAttribute('data-big');
  });

  it('leaves the own card out when the search does not match it, and says No users found', async () => {
    const page = pageOf([]);
    await renderLobby(() => (
      <LobbyGrid page={page} failed={false} search="erika" tagId={null} showOwn />
    ));
    expect(screen.getByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the own card only on the first page', async () => {
    const page = pageOf([cardFixture(2)]);
    await renderLobby(() => (
      <LobbyGrid page={page} failed={false} search="" tagId={null} showOwn={false} />
    ));
    expect(screen.getAllByRole('article').map((c) => c.getAttribute('aria-label'))).toEqual([
      'Person 2',
    ]);
  });

  it('says the lobby could not be loaded only when no answer is kept', async () => {
    await renderLobby(() => <LobbyGrid page={undefined} failed search="" tagId={null} showOwn />);
    expect(screen.getByText('The lobby could not be loaded.')).toBeInTheDocument();
    cleanup();
    const page = pageOf([cardFixture(2)]);
    await renderLobby(() => <LobbyGrid page={page} failed search="" tagId={null} showOwn />);
    expect(screen.queryByText('The lobby could not be loaded.')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
