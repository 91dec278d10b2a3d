import { createFileRoute } from '@tanstack/react-router';
import { searchReader, text } from '@/lib/search-params';
import { ClaimOrderScreen } from '@/features/tickets/claim-order-screen';

const ClaimRoute = () => (
  <ClaimOrderScreen orderId={Route.useParams().orderId} token={Route.useSearch().t ?? ''} />
);

/** The link in a guest order's mail: open, so a buyer without a login is asked to log in first. */
export const Route = createFileRoute('/_open/ticket/claim/$orderId')({
  validateSearch: searchReader({ t: text(200) }),
  component: ClaimRoute,
});
