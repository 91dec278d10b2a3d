import { HTTPError } from 'ky';
import { api, QUIET } from './client';
import {
  connectAnswer,
  friendCodeDto,
  planShareDto,
  publicPlanDto,
  type FriendDto,
  type PublicPlanDto,
} from './contract/friends';

/** The member's active plan link, or null. */
export const getPlanShare = async (): Promise<string | null> =>
  planShareDto.parse(await api.get('plan/share').json()).token;

/** The member's plan link: the active one, or a new one. */
export const sharePlan = async (): Promise<string | null> =>
  planShareDto.parse(await api.post('plan/share').json()).token;

/** Withdraws a plan link: from now on its page says it is not shared. */
export const revokePlanShare = async (token: string): Promise<void> => {
  await api.delete(`plan/share/${encodeURIComponent(token)}`).json();
};

/** A shared plan, or null when the link is unknown or revoked (404). No login needed. */
export const getPublicPlan = async (token: string): Promise<PublicPlanDto | null> => {
  try {
    return publicPlanDto.parse(
      await api.get(`plan/public/${encodeURIComponent(token)}`, QUIET).json(),
    );
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
};

export const getFriendCode = async (): Promise<string> =>
  friendCodeDto.parse(await api.get('friends/code').json()).code;

/** A new code: links and QR codes handed out before stop working. */
export const renewFriendCode = async (): Promise<string> =>
  friendCodeDto.parse(await api.post('friends/code', { json: {} }).json()).code;

export const connectFriend = async (code: string): Promise<FriendDto> =>
  connectAnswer.parse(await api.post('friends/connect', { json: { code } }).json()).friend;

export const endFriendship = async (friendId: number): Promise<void> => {
  await api.delete(`friends/${friendId}`).json();
};
