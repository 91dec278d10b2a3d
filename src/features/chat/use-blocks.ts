import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getBlocked, getBlockedPeople, setBlocked } from '@/api/safety';

export const BLOCKS_KEY = ['blocks'] as const;

/** Whether I blocked this person, and the switch; the list of blocked people follows. */
export const useBlock = (personId: number) => {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: [...BLOCKS_KEY, personId],
    queryFn: () => getBlocked(personId),
    retry: false,
  });
  const change = useMutation({
    mutationFn: (blocked: boolean) => setBlocked(personId, blocked),
    onSuccess: (blocked) => queryClient.setQueryData([...BLOCKS_KEY, personId], blocked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...BLOCKS_KEY, 'list'] }),
  });
  return { blocked: state.data, known: state.isSuccess, change };
};

/** The people I blocked. */
export const useBlockedPeople = () =>
  useQuery({ queryKey: [...BLOCKS_KEY, 'list'], queryFn: getBlockedPeople, retry: false });
