import { earlyAnswer } from './early-answer';

/** GET /api/event/get/single/{id}, apart from its schema: the entry must stay zod-free. */
const eventPath = (id: number): string => `/api/event/get/single/${id}`;

// The event may be edited: an answer its page did not take soon after the start is not used.
const event = earlyAnswer(30_000);

/**
 * A first visit to an event's page has no stored program to show the event from: the entry asks
 * for the event at once. Anonymous, so a draft comes back 404 and its editor's page asks again
 * with the session.
 */
export const sendEventRequestEarly = (id: number): void => event.send(eventPath(id));

/** The early answer's body for event `id`, once, if recent and fine; otherwise undefined. */
export const takeEarlyEvent = (id: number): Promise<unknown> => event.take(eventPath(id));
