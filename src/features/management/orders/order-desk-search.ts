import * as z from 'zod/mini';
import type { OrderStatusDto } from '@/api/contract/tickets';
import { optionalParam } from '@/lib/search-params';

// Written out, not imported from the contract, whose schemas the screen's chunk need not carry.
export const DESK_STATUSES = [
  'pending',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'refunded',
] as const satisfies readonly OrderStatusDto[];

/** /management/orders?q=…&status=…&page=…: every order, newest first, when none is given. */
export const orderDeskSearchSchema = z.object({
  q: optionalParam(z.string().check(z.maxLength(200))),
  status: optionalParam(z.enum(DESK_STATUSES)),
  page: optionalParam(z.pipe(z.coerce.number(), z.int().check(z.minimum(0)))),
});
export type OrderDeskSearch = z.infer<typeof orderDeskSearchSchema>;
