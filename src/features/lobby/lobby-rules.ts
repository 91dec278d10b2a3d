import {
  LOBBY_SORT_OPTIONS,
  matchesLobbySearch,
  type LobbyCard,
  type LobbyPageRequest,
  type LobbySortOption,
} from '@/api/contract/lobby';

export type LobbyVariant = 'lobby' | 'old';

/** Spec §2: Recommended, A to Z, Z to A; the old lobby only A-Z and Z-A, default A-Z. */
export const sortOptionsOf = (variant: LobbyVariant): LobbySortOption[] =>
  variant === 'old' ? ['az', 'za'] : ['recommended', 'az', 'za'];

export const defaultSortOf = (variant: LobbyVariant): LobbySortOption =>
  variant === 'old' ? 'az' : 'recommended';

/** 'recommended Users' while the list is the plain recommendation, else 'Users found'. */
export const countKind = (sort: LobbySortOption, search: string, tagId: number | null) =>
  sort === 'recommended' && search.trim() === '' && tagId === null ? 'recommended' : 'found';

/** The request of one lobby page (spec §5 search is sent as typed: case-sensitive). */
export const lobbyRequest = (
  sort: LobbySortOption,
  search: string,
  tagId: number | null,
): LobbyPageRequest => ({
  filter: { search: search.trim() || null, id: tagId },
  sort: LOBBY_SORT_OPTIONS[sort],
});

/**
 * The own card leads the list (spec §2) while it fits what is searched: the same case-sensitive
 * substring rule the server applies (spec §5), and the chosen tag.
 */
export const ownCardVisible = (own: LobbyCard, search: string, tagId: number | null): boolean => {
  if (tagId !== null && !own.tags.some((tag) => tag.id === tagId)) return false;
  return matchesLobbySearch(
    {
      fullName: own.fullName,
      name: own.name,
      companies: own.companyName ? [own.companyName] : [],
      roles: own.role ? [own.role] : [],
    },
    search,
  );
};

/** `/lobby/{filter}`: a tag id, or no filter for anything else. */
export const parseTagFilter = (filter: string | undefined): number | null => {
  if (!filter || !/^\d+$/.test(filter)) return null;
  const id = Number(filter);
  return id > 0 ? id : null;
};
