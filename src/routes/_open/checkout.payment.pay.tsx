import { createFileRoute } from '@tanstack/react-router';
import { paySearchSchema } from '@/features/checkout/done-search';
import { PayScreen } from '@/features/checkout/pay-screen';

const PayRoute = () => <PayScreen search={Route.useSearch()} />;

export const Route = createFileRoute('/_open/checkout/payment/pay')({
  validateSearch: paySearchSchema,
  component: PayRoute,
});
