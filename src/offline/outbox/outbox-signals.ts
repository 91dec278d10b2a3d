// Plain names only: the page's sync imports them at every start, and the kinds in outbox-kind.ts
// bring the API's schemas with them (one long evaluation on a guest's first visit).

/** Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Window event after a change was queued in the page; the page's own sync replays at once. */
export const OUTBOX_QUEUED_EVENT = 'festival:outbox-queued';

/** Web Lock shared by the outbox replay and the favourites pull so they never interleave. */
export const OUTBOX_LOCK = 'festival-outbox';
