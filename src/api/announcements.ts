import { api } from './client';
import {
  latestAnnouncementResponse,
  sendAnnouncementResponse,
  type Announcement,
  type SendAnnouncementRequest,
} from './contract/announcements';

/** POST /api/announcement/send (staff): the festival's post plus a push to the audience. */
export const sendAnnouncement = async (request: SendAnnouncementRequest) =>
  sendAnnouncementResponse.parse(await api.post('announcement/send', { json: request }).json());

/** GET /api/announcement/latest: the newest announcement for the caller in the last day. */
export const getLatestAnnouncement = async (): Promise<Announcement | null> =>
  latestAnnouncementResponse.parse(await api.get('announcement/latest').json()).announcement;
