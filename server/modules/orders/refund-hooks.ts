import type { Executor } from '../../db/client';
import type { RefundRow } from './refunds';

/**
 * What else a succeeded refund owes, in the transaction that records it.
 * Issue #38's invoices add the cancellation invoice here.
 */
export async function afterRefund(_tx: Executor, _refund: RefundRow): Promise<void> {}
