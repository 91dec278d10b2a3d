import { QUIET, api } from './client';
import { eventDto, type EventDto } from './contract/program';

/**
 * GET /api/event/get/single/{id} (public; a draft only for its editors). Quiet: the single-event
 * screen shows its own not-found text instead of the global error notification.
 */
export const getEvent = async (id: number): Promise<EventDto> =>
  eventDto.parse(await api.get(`event/get/single/${id}`, QUIET).json());
