import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions, endSession, getSessions } from '@/api/sessions';

export const SESSIONS_KEY = ['sessions'] as const;

/** The logged-in user's devices, and the two ways to log them out. */
export const useSessions = () => {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: SESSIONS_KEY, queryFn: getSessions, retry: false });
  const reload = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const end = useMutation({ mutationFn: endSession, onSettled: reload });
  const endOthers = useMutation({ mutationFn: endOtherSessions, onSettled: reload });
  return { list, end, endOthers };
};
