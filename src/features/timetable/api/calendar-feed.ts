import { api } from '@/api/client';
import {
  calendarFeedLink,
  calendarFeedStatus,
  type CalendarFeedLink,
  type CalendarFeedStatus,
} from '@/api/contract/calendar';

/** A new secret feed link; any older link of the user stops working. */
export const createCalendarFeed = async (): Promise<CalendarFeedLink> =>
  calendarFeedLink.parse(await api.post('calendar/feed').json());

export const getCalendarFeedStatus = async (): Promise<CalendarFeedStatus> =>
  calendarFeedStatus.parse(await api.get('calendar/feed').json());

export const revokeCalendarFeed = async (): Promise<void> => {
  await api.delete('calendar/feed');
};

/** The same feed for calendar apps that subscribe through the webcal: scheme. */
export const webcalUrl = (url: string): string => url.replace(/^https?:/, 'webcal:');
