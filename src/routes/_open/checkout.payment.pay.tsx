import { createFileRoute } from '@tanstack/react-router';
import { paySearchSchema } from '@/features/checkout/done-search';
import { PayScreen } from '@/features/checkout/pay-screen';
import { loadTexts } from '@/lib/i18n';

const PayRoute = () => <PayScreen search={Route.useSearch()} />;

export const Route = createFileRoute('/_open/checkout/payment/pay')({
  validateSearch: paySearchSchema,
  loader: () => loadTexts('checkout', 'invoices'),
  component: PayRoute,
});
