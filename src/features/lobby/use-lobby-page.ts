import { useEffect, useState } from 'react';
import type { LobbyPage, LobbyPageRequest } from '@/api/contract/lobby';
import { getLobbyPage } from '@/api/lobby';

export type LobbyLoad =
  | { state: 'loading'; previous: LobbyPage | null }
  | { state: 'ready'; page: LobbyPage }
  | { state: 'failed' };

// Network-first with the last answer per request kept as the fallback (ARCHITECTURE: lobby).
const lastAnswers = new Map<string, LobbyPage>();

/** One lobby page for the request; re-fetches when page or request change. */
export const useLobbyPage = (pageNumber: number, request: LobbyPageRequest): LobbyLoad => {
  const key = JSON.stringify([pageNumber, request]);
  const [load, setLoad] = useState<LobbyLoad>({ state: 'loading', previous: null });

  useEffect(() => {
    const abort = new AbortController();
    const [number, body] = JSON.parse(key) as [number, LobbyPageRequest];
    setLoad((current) => ({
      state: 'loading',
      previous: current.state === 'ready' ? current.page : null,
    }));
    getLobbyPage(number, body, abort.signal).then(
      (page) => {
        lastAnswers.set(key, page);
        setLoad({ state: 'ready', page });
      },
      () => {
        if (abort.signal.aborted) return;
        const kept = lastAnswers.get(key);
        setLoad(kept ? { state: 'ready', page: kept } : { state: 'failed' });
      },
    );
    return () => abort.abort();
  }, [key]);

  return load;
};
