import { createFileRoute } from '@tanstack/react-router';
import { ORDER_DESK_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { OrderDeskScreen } from '@/features/management/orders/order-desk-screen';
import type { OrderDeskSearch } from '@/features/management/orders/order-desk-search';
import { loadTexts } from '@/lib/i18n';

const OrderDeskRoute = () => {
  const navigate = Route.useNavigate();
  return (
    <OrderDeskScreen
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  );
};

/**
 * The order desk (issue #38): admins and promoters, like the API behind it. The screen checks
 * the search itself: route options sit in the entry chunk, where every byte is on the /events path.
 */
export const Route = createFileRoute('/_member/management_/orders')({
  validateSearch: (search: Record<string, unknown>) => search as OrderDeskSearch,
  beforeLoad: requireRole(...ORDER_DESK_ROLES),
  loader: () => loadTexts('order-desk', 'management'),
  component: OrderDeskRoute,
});
