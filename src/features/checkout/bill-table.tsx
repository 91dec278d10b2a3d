import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BillDto } from '@/api/contract/checkout';
import type { Money } from '@/api/contract/shop';
import { formatMoney } from '@/lib/money';

const Row = ({
  label,
  money,
  strong = false,
  testId,
}: {
  label: string;
  money: Money;
  strong?: boolean;
  testId?: string;
}) => (
  <Group justify="space-between" wrap="nowrap">
    <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 800 : 400}>
      {label}
    </Text>
    <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 800 : 600} data-testid={testId}>
      {formatMoney(money.amount, money.currency)}
    </Text>
  </Group>
);

/** The server's bill (spec §2 Checkout step 2): lines, vouchers, fees, net, VAT and total. */
export const BillTable = ({ bill }: { bill: BillDto }) => {
  const { t } = useTranslation('checkout');
  const negative = (money: Money): Money => ({ ...money, amount: -money.amount });
  return (
    <Stack gap={6} data-testid="bill">
      {bill.products.map((line) => (
        <Row key={line.uid} label={`${line.quantity} × ${line.name}`} money={line.totalPrice} />
      ))}
      {bill.vouchers.map((voucher) => (
        <Row
          key={voucher.code}
          label={`${t('bill.discount')}: ${voucher.code}`}
          money={negative(voucher.discount)}
        />
      ))}
      {bill.serviceFee.amount > 0 && <Row label={t('bill.serviceFee')} money={bill.serviceFee} />}
      {bill.paymentCosts.amount > 0 && (
        <Row label={t('bill.methodCosts')} money={bill.paymentCosts} />
      )}
      <Divider my={4} />
      <Row label={t('bill.net')} money={bill.net} />
      <Row label={t('bill.vat')} money={bill.vat} />
      <Row label={t('bill.total')} money={bill.grandTotal} strong testId="bill-total" />
    </Stack>
  );
};
