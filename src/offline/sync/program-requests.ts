import type { ApiRequest } from '../request-init';

// Without a year the server answers the current festival year, which is what the program shows.
/** The program's four datasets as plain requests. */
export const PROGRAM_REQUESTS = {
  events: { method: 'POST', path: '/api/event/get/all/year', body: {} },
  artists: { method: 'GET', path: '/api/artist/get/all' },
  venues: { method: 'GET', path: '/api/venue/all' },
  filterValues: { method: 'GET', path: '/api/filter/program/get' },
} as const satisfies Record<string, ApiRequest>;
