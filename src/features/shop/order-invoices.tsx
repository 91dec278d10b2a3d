import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderInvoiceDto } from '@/api/contract/invoices';

/** An order's invoice and cancellation invoices as PDF downloads (signed links, no login). */
export const OrderInvoices = ({ invoices }: { invoices?: readonly OrderInvoiceDto[] }) => {
  // The invoice texts come with the checkout's (route texts), so they load when first needed.
  const { t, ready } = useTranslation('invoices');
  // Orders kept offline from before invoices existed have no list.
  if (!invoices?.length || !ready) return null;
  return (
    <Stack gap={2}>
      {invoices.map((invoice) => (
        <Anchor
          key={invoice.number}
          href={invoice.link}
          download
          fz="sm"
          data-testid="order-invoice"
        >
          {t(`orders.${invoice.kind}`, { number: invoice.number })}
        </Anchor>
      ))}
    </Stack>
  );
};
