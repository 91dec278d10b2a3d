import {
  SYNC_BATCH_PATH,
  syncBatchRequest,
  type SyncItem,
  type SyncItemResult,
} from '@/api/contract/sync';
import type { FakeAnswer, RecordedCall } from './fake-api';

/** What the fake server answers for one item: its status and `{ message }`. */
export interface ItemAnswer {
  status: number;
  message?: string | null;
}

/** The route key of the outbox's batch call in createFakeApi. */
export const SYNC_BATCH_ROUTE = `POST ${SYNC_BATCH_PATH}`;

export const applied: ItemAnswer = { status: 200 };

/**
 * A fake POST /api/sync/batch that checks the request against the contract (as the server does)
 * and answers every item with `answer(item)`, all applied by default.
 */
export const fakeSyncBatch =
  (answer: (item: SyncItem) => ItemAnswer = () => applied) =>
  (call: RecordedCall): FakeAnswer => {
    const parsed = syncBatchRequest.safeParse(call.body);
    if (!parsed.success) return { status: 400, body: { message: parsed.error.message } };
    const results: SyncItemResult[] = parsed.data.items.map((item) => {
      const { status, message = null } = answer(item);
      return { id: item.id, status, message };
    });
    return { status: 200, body: { results } };
  };

/** The items of every batch call, in order, as 'kind target'. */
export const sentItems = (calls: readonly RecordedCall[]): string[] =>
  calls
    .filter((call) => `${call.method} ${call.path}` === SYNC_BATCH_ROUTE)
    .flatMap((call) => syncBatchRequest.parse(call.body).items)
    .map((item) => `${item.kind} ${'target' in item ? item.target : item.id}`);

/** The item lists of each batch call. */
export const sentBatches = (calls: readonly RecordedCall[]): SyncItem[][] =>
  calls
    .filter((call) => `${call.method} ${call.path}` === SYNC_BATCH_ROUTE)
    .map((call) => syncBatchRequest.parse(call.body).items);
