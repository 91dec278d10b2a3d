import { QueryClient } from '@tanstack/react-query';

/** The one cache of network-first screens (gate counts and lists; more as screens move to it). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 5_000, refetchOnWindowFocus: true } },
});
