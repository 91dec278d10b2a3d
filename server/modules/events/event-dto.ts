import type { EventDto } from '../../../src/api/contract/program';
import type { EventRecord } from './queries';

export function toEventDto(record: EventRecord): EventDto {
  const { venueId, venueName, ...event } = record;
  return {
    ...event,
    venue: venueId === null || venueName === null ? null : { id: venueId, name: venueName },
  };
}
