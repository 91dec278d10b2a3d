import { createFileRoute } from '@tanstack/react-router';
import { doneSearchSchema } from '@/features/checkout/done-search';
import { DoneScreen } from '@/features/checkout/done-screen';
import { loadTexts } from '@/lib/i18n';

const DoneRoute = () => <DoneScreen search={Route.useSearch()} />;

export const Route = createFileRoute('/_open/payment/done')({
  validateSearch: doneSearchSchema,
  loader: () => loadTexts('checkout', 'invoices'),
  component: DoneRoute,
});
