import type { EventDto } from '@/api/contract/program';
import type { FakeAnswer } from './fake-api';
import { filterValuesFixture } from './program-fixtures';

/** The program's routes for a fake API: these events, no artists or venues, the filter values, no site plan. */
export const programRoutes = (events: EventDto[]): Record<string, () => FakeAnswer> => ({
  'POST /api/event/get/all/year': () => ({ status: 200, body: events }),
  'GET /api/artist/get/all': () => ({ status: 200, body: [] }),
  'GET /api/venue/all': () => ({ status: 200, body: [] }),
  'GET /api/filter/program/get': () => ({ status: 200, body: filterValuesFixture() }),
  'GET /api/site-map': () => ({ status: 200, body: { plan: null, points: [] } }),
});
