import type { EventDto, EventType } from '@/api/contract/program';

/** Spec §4 Event type: conference when the flag is set, otherwise festival. */
export const eventType = (event: Pick<EventDto, 'conference'>): EventType =>
  event.conference ? 'conference' : 'festival';
