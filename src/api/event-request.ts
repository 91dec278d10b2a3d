import { QUIET, api } from './client';
import { eventDto, type EventDto } from './contract/program';

/**
 * GET /api/event/get/single/{id} through the API client, checked with the contract. Quiet: the
 * single-event screen shows its own not-found text instead of the global error notification.
 */
export const fetchEvent = async (id: number): Promise<EventDto> =>
  eventDto.parse(await api.get(`event/get/single/${id}`, QUIET).json());
