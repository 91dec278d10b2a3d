import { createFileRoute } from '@tanstack/react-router';
import { BillScreen } from '@/features/checkout/bill-screen';

export const Route = createFileRoute('/_open/checkout/payment/')({
  component: BillScreen,
});
