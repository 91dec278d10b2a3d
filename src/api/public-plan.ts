import { HTTPError } from 'ky';
import { api, QUIET } from './client';
import { publicPlanDto, type PublicPlanDto } from './contract/friends';

/**
 * A shared plan, or null when the link is unknown or revoked (404). No login needed. Apart from
 * ./friends so the public page's chunk does not share one with the friends screen.
 */
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
