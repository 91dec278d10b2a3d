import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';
import { ClaimOrderScreen } from '@/features/tickets/claim-order-screen';

const ClaimRoute = () => (
  <ClaimOrderScreen orderId={Route.useParams().orderId} token={Route.useSearch().t ?? ''} />
);

/** The link in a guest order's mail: open, so a buyer without a login is asked to log in first. */
export const Route = createFileRoute('/_open/ticket/claim/$orderId')({
  validateSearch: z.object({ t: optionalParam(z.string().check(z.maxLength(200))) }),
  component: ClaimRoute,
});
