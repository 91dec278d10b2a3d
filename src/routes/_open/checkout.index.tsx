import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '@/features/checkout/checkout-screen';
import { loadTexts } from '@/lib/i18n';

// Guests check out too (spec §1), optionally signing up on the way.
export const Route = createFileRoute('/_open/checkout/')({
  loader: () => loadTexts('checkout', 'invoices'),
  component: CheckoutScreen,
});
