import { createFileRoute } from '@tanstack/react-router';
import { BillScreen } from '@/features/checkout/bill-screen';
import { loadTexts } from '@/lib/i18n';

export const Route = createFileRoute('/_open/checkout/payment/')({
  loader: () => loadTexts('checkout', 'invoices'),
  component: BillScreen,
});
