import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  connectFriend,
  endFriendship,
  getFriendCode,
  getPlanShare,
  renewFriendCode,
  revokePlanShare,
  sharePlan,
} from '@/api/friends';
import { syncFriends } from '@/offline/sync/sync-friends';

const SHARE_KEY = ['plan-share'] as const;
const CODE_KEY = ['friend-code'] as const;

/** After a change of friends, the stored plans follow at once (the sync is their one writer). */
const resync = () =>
  syncFriends().catch((error: unknown) => console.error('Friends sync failed', error));

export const usePlanShare = () => {
  const client = useQueryClient();
  const share = useQuery({ queryKey: SHARE_KEY, queryFn: getPlanShare, retry: false });
  const set = (token: string | null) => client.setQueryData(SHARE_KEY, token);
  const create = useMutation({ mutationFn: sharePlan, onSuccess: set });
  const revoke = useMutation({ mutationFn: revokePlanShare, onSuccess: () => set(null) });
  return { share, create, revoke };
};

export const useFriendCode = () => {
  const client = useQueryClient();
  const code = useQuery({ queryKey: CODE_KEY, queryFn: getFriendCode, retry: false });
  const renew = useMutation({
    mutationFn: renewFriendCode,
    onSuccess: (next) => client.setQueryData(CODE_KEY, next),
  });
  return { code, renew };
};

export const useConnect = () =>
  useMutation({ mutationFn: connectFriend, onSuccess: () => void resync() });

export const useEndFriendship = () =>
  useMutation({ mutationFn: endFriendship, onSettled: () => void resync() });
