import { SYNC_ITEM_GROUP, SYNC_ITEM_KINDS, type SyncItemKind } from '@/api/contract/sync';

/** Queued write kinds: what the batch replay (POST /api/sync/batch) accepts. */
export const OUTBOX_KINDS = SYNC_ITEM_KINDS;
export type OutboxKind = SyncItemKind;

export type OutboxGroup = (typeof SYNC_ITEM_GROUP)[OutboxKind];

/** A group holds two opposite kinds on one target that collapse to the last. */
export const OUTBOX_GROUP: Readonly<Record<OutboxKind, OutboxGroup>> = SYNC_ITEM_GROUP;
