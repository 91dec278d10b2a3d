import {
  type IntentKind,
  SYNC_BATCH_PATH,
  syncBatchResponse,
  type SyncItem,
  type SyncItemResult,
} from '@/api/contract/sync';
import type { OutboxRow } from '../db';
import { apiCall, type HttpDeps } from '../http';
import { classifyResponse, type SendOutcome } from './classify-response';

export interface RowOutcome {
  row: OutboxRow;
  outcome: SendOutcome;
  status: number | 'network';
  message: string | null;
}

// `created` is when the person tapped (nudged by a millisecond to keep the queue's order).
const toSyncItem = ({ id, kind, target, scan, created }: OutboxRow): SyncItem =>
  kind === 'gate.scan' && scan
    ? { id, kind, scan }
    : { id, kind: kind as IntentKind, target, madeAt: new Date(created).toISOString() };

/**
 * Sends claimed rows in one POST /api/sync/batch and answers an outcome per row. A call that
 * fails as a whole applies to every row: 401 keeps them for the same user's next login; any
 * other failure, even a 4xx (a server that does not know the call yet, or refuses its shape),
 * is retried later, since dropping the whole queue for it would lose the user's changes.
 */
export const sendBatch = async (
  rows: readonly OutboxRow[],
  accessToken: string,
  deps: HttpDeps,
): Promise<RowOutcome[]> => {
  const response = await apiCall(
    {
      method: 'POST',
      path: SYNC_BATCH_PATH,
      body: { items: rows.map(toSyncItem) },
      accessToken,
    },
    deps,
  );
  const parsed =
    response.status !== 'network' && classifyResponse(response.status) === 'done'
      ? syncBatchResponse.safeParse(response.body)
      : null;
  if (!parsed?.success) {
    const outcome = classifyResponse(response.status) === 'unauthorized' ? 'unauthorized' : 'retry';
    return rows.map((row) => ({ row, outcome, status: response.status, message: null }));
  }
  const results = new Map<string, SyncItemResult>(
    parsed.data.results.map((result) => [result.id, result]),
  );
  return rows.map((row) => {
    const result = results.get(row.id);
    // An item the answer left out was not applied: send it again.
    if (!result) return { row, outcome: 'retry', status: response.status, message: null };
    return {
      row,
      outcome: classifyResponse(result.status),
      status: result.status,
      message: result.message,
    };
  });
};
