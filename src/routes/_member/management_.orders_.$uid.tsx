import { createFileRoute } from '@tanstack/react-router';
import { ORDER_DESK_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { OrderScreen } from '@/features/management/orders/order-screen';
import { loadTexts } from '@/lib/i18n';

const OrderRoute = () => <OrderScreen uid={Route.useParams().uid} />;

/** One order's story and the desk's actions (issue #38): admins and promoters. */
export const Route = createFileRoute('/_member/management_/orders_/$uid')({
  beforeLoad: requireRole(...ORDER_DESK_ROLES),
  loader: () => loadTexts('order-desk', 'management'),
  component: OrderRoute,
});
