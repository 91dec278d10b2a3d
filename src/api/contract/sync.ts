import { z } from 'zod';
import { gateScan } from './gate';

/**
 * POST /api/sync/batch: the outbox replays its queued changes in one call instead of one call
 * per change. Each item is applied with its own idempotency key (the outbox row id) and answered
 * with the status the single call (GET event/favourites/add/{id}, feed/like/{id} …) would have.
 */
export const SYNC_BATCH_PATH = '/api/sync/batch';

/** Queued changes of one state of one target: saved or not, liked or not. */
export const INTENT_KINDS = [
  'favourite.add',
  'favourite.remove',
  'like',
  'dislike',
  'priority.must',
  'priority.maybe',
  'priority.none',
] as const;
export type IntentKind = (typeof INTENT_KINDS)[number];

/** Queued write kinds, the same as the outbox's: the intents, and a gate's scans. */
export const SYNC_ITEM_KINDS = [...INTENT_KINDS, 'gate.scan'] as const;
export type SyncItemKind = (typeof SYNC_ITEM_KINDS)[number];

/** Two intent kinds that set one state of one target collapse; a scan never does. */
export const SYNC_ITEM_GROUP: Readonly<
  Record<SyncItemKind, 'favourite' | 'like' | 'priority' | 'gate'>
> = {
  'favourite.add': 'favourite',
  'favourite.remove': 'favourite',
  like: 'like',
  dislike: 'like',
  'priority.must': 'priority',
  'priority.maybe': 'priority',
  'priority.none': 'priority',
  'gate.scan': 'gate',
};

/** Most items one call may carry; the outbox sends fewer per call. */
export const SYNC_BATCH_MAX_ITEMS = 500;

/** Idempotency key: a replay of an item the server already applied changes nothing. */
const itemId = z.string().trim().min(1).max(100);

export const intentItem = z.object({
  id: itemId,
  kind: z.enum(INTENT_KINDS),
  /** The event (favourites, must/maybe marks) or post (likes). */
  target: z.number().int().positive(),
  /** When the person tapped; the later tap wins (favourites). Missing: when the server got it. */
  madeAt: z.iso.datetime({ offset: true }).optional(),
});
export type IntentItem = z.infer<typeof intentItem>;

export const gateScanItem = z.object({ id: itemId, kind: z.literal('gate.scan'), scan: gateScan });
export type GateScanItem = z.infer<typeof gateScanItem>;

export const syncItem = z.union([intentItem, gateScanItem]);
export type SyncItem = z.infer<typeof syncItem>;

export const isGateScanItem = (item: SyncItem): item is GateScanItem => item.kind === 'gate.scan';

const targetKey = (item: SyncItem) =>
  isGateScanItem(item) ? `gate:${item.id}` : `${SYNC_ITEM_GROUP[item.kind]}:${item.target}`;

export const syncBatchRequest = z.object({
  items: z
    .array(syncItem)
    .min(1)
    .max(SYNC_BATCH_MAX_ITEMS)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: 'Each item id may occur once per batch',
    })
    // Two changes of one target in one batch would have no order: they go in separate calls.
    .refine((items) => new Set(items.map(targetKey)).size === items.length, {
      message: 'Each target may be changed once per batch',
    }),
});
export type SyncBatchRequest = z.infer<typeof syncBatchRequest>;

export const syncItemResult = z.object({
  id: z.string(),
  /** 200 applied (or applied before); a 4xx refuses the item for good, like the single call. */
  status: z.number().int().min(200).max(499),
  message: z.string().nullable(),
});
export type SyncItemResult = z.infer<typeof syncItemResult>;

/** One result per item, in the order of the request. */
export const syncBatchResponse = z.object({ results: z.array(syncItemResult) });
export type SyncBatchResponse = z.infer<typeof syncBatchResponse>;
