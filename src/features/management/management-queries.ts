import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getManagementOptions } from '@/api/management';

/** Every management list and count (kept in memory only: staff edit them online). */
export const MANAGEMENT_KEY = ['management'] as const;

/** Years (from the festival settings), genres, tags, conference topics and types. */
export const useManagementOptions = () =>
  useQuery({ queryKey: [...MANAGEMENT_KEY, 'options'], queryFn: getManagementOptions });

/** After a management write: every list and count is asked for again. */
export const useManagementChanged = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: MANAGEMENT_KEY });
};
