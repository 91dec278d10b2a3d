import { api } from './client';
import { connectAnswer, friendCodeDto, planShareDto, type FriendDto } from './contract/friends';

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
