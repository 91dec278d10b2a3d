import { api } from './client';
import {
  lobbyCardList,
  lobbyPage,
  type LobbyCard,
  type LobbyPage,
  type LobbyPageRequest,
} from './contract/lobby';

/** POST user/get/lobby/page/{n} (pages from 0): one page of people plus the caller's own card. */
export const getLobbyPage = async (
  page: number,
  body: LobbyPageRequest,
  signal?: AbortSignal,
): Promise<LobbyPage> =>
  lobbyPage.parse(
    await api
      .post(`user/get/lobby/page/${page}`, { json: body, ...(signal ? { signal } : {}) })
      .json(),
  );

/** 'For you': the people sharing the most interests, best first. */
export const getRecommendations = async (limit = 20): Promise<LobbyCard[]> =>
  lobbyCardList.parse(await api.get('user/recommendations', { searchParams: { limit } }).json());
