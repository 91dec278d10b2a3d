import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';
import { AcceptTransferScreen } from '@/features/tickets/accept-transfer-screen';

const AcceptRoute = () => (
  <AcceptTransferScreen
    transferId={Route.useParams().transferId}
    token={Route.useSearch().t ?? ''}
  />
);

/** A friend's hand-over link: open to guests, who log in (or register) to accept it. */
export const Route = createFileRoute('/_open/ticket/accept/$transferId')({
  validateSearch: z.object({ t: optionalParam(z.string().check(z.maxLength(200))) }),
  component: AcceptRoute,
});
