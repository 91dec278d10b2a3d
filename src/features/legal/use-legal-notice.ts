import { useQuery } from '@tanstack/react-query';
import { getLegalNotice } from '@/api/privacy';

/** The operator named by the deployment's settings; it changes only with a new start. */
export const useLegalNotice = () =>
  useQuery({ queryKey: ['legal'], queryFn: getLegalNotice, staleTime: Infinity });
