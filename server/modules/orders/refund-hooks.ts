import type { Executor } from '../../db/client';
import { issueCancellation } from '../invoices/issue';
import type { RefundRow } from './refunds';

/** What else a succeeded refund owes, in the transaction that records it: its cancellation invoice. */
export async function afterRefund(tx: Executor, refund: RefundRow): Promise<void> {
  await issueCancellation(tx, refund);
}
