import { Checkbox, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskRefundRequest, DeskRefundResult, OrderStory } from '@/api/contract/order-desk';
import { formatMoney } from '@/lib/money';
import { ConfirmDialog } from '../confirm-dialog';

type Mode = 'whole' | 'tickets' | 'amount';

interface RefundDialogProps {
  opened: boolean;
  order: OrderStory;
  onClose: () => void;
  onRefund: (request: DeskRefundRequest) => Promise<DeskRefundResult>;
}

/** Whole order, chosen tickets or an amount, back through the payment provider. */
export const RefundDialog = ({ opened, order, onClose, onRefund }: RefundDialogProps) => {
  const { t, i18n } = useTranslation('order-desk');
  const [mode, setMode] = useState<Mode>('whole');
  const [chosen, setChosen] = useState<string[]>([]);
  const [euros, setEuros] = useState<number | string>('');
  const left = order.grandTotalCents - order.refundedCents;
  const valid = order.tickets.filter((ticket) => ticket.state !== 'revoked');
  const cents = typeof euros === 'number' ? Math.round(euros * 100) : 0;
  const ready =
    mode === 'whole' || (mode === 'tickets' ? chosen.length > 0 : cents > 0 && cents <= left);

  const request = (): DeskRefundRequest =>
    mode === 'whole'
      ? { whole: true }
      : mode === 'tickets'
        ? { ticketUids: chosen }
        : { amountCents: cents };

  const text =
    mode === 'whole'
      ? t('refund.wholeText', { amount: formatMoney(left, order.currency) })
      : t(`refund.${mode}Text`);

  return (
    <ConfirmDialog
      opened={opened}
      title={t('refund.title')}
      text={text}
      confirmLabel={t('refund.confirm')}
      danger
      confirmDisabled={!ready}
      onClose={onClose}
      onConfirm={() => onRefund(request())}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('refund.left', { amount: formatMoney(left, order.currency) })}
        </Text>
        <SegmentedControl
          aria-label={t('refund.mode')}
          value={mode}
          onChange={setMode}
          data={[
            { value: 'whole', label: t('refund.whole') },
            { value: 'tickets', label: t('refund.tickets'), disabled: valid.length === 0 },
            { value: 'amount', label: t('refund.amount') },
          ]}
          orientation="vertical"
          fullWidth
        />
        {mode === 'tickets' && (
          <Checkbox.Group value={chosen} onChange={setChosen}>
            <Stack gap={6}>
              {valid.map((ticket) => (
                <Checkbox
                  key={ticket.uid}
                  value={ticket.uid}
                  label={`${t('ticket.name', { n: order.tickets.indexOf(ticket) + 1 })} · ${ticket.holderName} · ${formatMoney(ticket.priceCents, order.currency)}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {mode === 'amount' && (
          <NumberInput
            label={t('refund.amountLabel')}
            value={euros}
            onChange={setEuros}
            min={0.01}
            max={left / 100}
            decimalScale={2}
            decimalSeparator={i18n.language === 'de' ? ',' : '.'}
            allowNegative={false}
            suffix=" €"
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
};
