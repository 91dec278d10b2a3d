/** Queued write kinds. A group holds two opposite kinds on one target that collapse to the last. */
export const OUTBOX_KINDS = ['favourite.add', 'favourite.remove', 'like', 'dislike'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export type OutboxGroup = 'favourite' | 'like';

export const OUTBOX_GROUP: Readonly<Record<OutboxKind, OutboxGroup>> = {
  'favourite.add': 'favourite',
  'favourite.remove': 'favourite',
  like: 'like',
  dislike: 'like',
};

/** Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Window event after a change was queued in the page; the page's own sync replays at once. */
export const OUTBOX_QUEUED_EVENT = 'festival:outbox-queued';

/** Web Lock shared by the outbox replay and the favourites pull so they never interleave. */
export const OUTBOX_LOCK = 'festival-outbox';
