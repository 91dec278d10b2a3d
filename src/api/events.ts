import type { EventDto } from './contract/program';
import { readEvent } from './contract/event-reader';
import { takeEarlyEvent } from './early-event';

/**
 * GET /api/event/get/single/{id} (public; a draft only for its editors), answered once from the
 * entry's early request on a first visit. That answer is read without zod: the page's first render
 * then waits for neither the API client nor the contract's schemas, which load only when the
 * event has to be asked for (again) here.
 */
export const getEvent = async (id: number): Promise<EventDto> => {
  const early = readEvent(await takeEarlyEvent(id));
  if (early) return early;
  const { fetchEvent } = await import('./event-request');
  return fetchEvent(id);
};
