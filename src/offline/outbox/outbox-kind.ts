import { SYNC_ITEM_GROUP, SYNC_ITEM_KINDS, type SyncItemKind } from '@/api/contract/sync';

/** Queued write kinds: what the batch replay (POST /api/sync/batch) accepts. */
export const OUTBOX_KINDS = SYNC_ITEM_KINDS;
export type OutboxKind = SyncItemKind;

export type OutboxGroup = (typeof SYNC_ITEM_GROUP)[OutboxKind];

/** A group holds two opposite kinds on one target that collapse to the last. */
export const OUTBOX_GROUP: Readonly<Record<OutboxKind, OutboxGroup>> = SYNC_ITEM_GROUP;

/** Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Window event after a change was queued in the page; the page's own sync replays at once. */
export const OUTBOX_QUEUED_EVENT = 'festival:outbox-queued';

/** Web Lock shared by the outbox replay and the favourites pull so they never interleave. */
export const OUTBOX_LOCK = 'festival-outbox';
