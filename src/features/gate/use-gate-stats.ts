import { useQuery } from '@tanstack/react-query';
import { api, QUIET } from '@/api/client';
import { GATE_PATHS, gateCheckinsPage, gateStats } from '@/api/contract/gate';

const LIVE_MS = 5_000;

/** Check-ins in total and per gate, live while online (every few seconds). */
export const useGateStats = (year: number | undefined) =>
  useQuery({
    queryKey: ['gate', 'stats', year],
    enabled: year !== undefined,
    refetchInterval: LIVE_MS,
    queryFn: async () =>
      gateStats.parse(
        await api.get(GATE_PATHS.stats, { searchParams: { year: year ?? '' }, ...QUIET }).json(),
      ),
  });

/** One page of the staff list of check-ins or conflicts. */
export const useGateScans = (
  year: number | undefined,
  outcome: 'checkin' | 'conflict',
  page: number,
) =>
  useQuery({
    queryKey: ['gate', 'scans', year, outcome, page],
    enabled: year !== undefined,
    refetchInterval: LIVE_MS,
    queryFn: async () =>
      gateCheckinsPage.parse(
        await api
          .get(GATE_PATHS.checkins, { searchParams: { year: year ?? '', outcome, page }, ...QUIET })
          .json(),
      ),
  });
