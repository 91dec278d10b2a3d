import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskRefundRequest, DeskTicket, OrderStory } from '@/api/contract/order-desk';
import {
  getOrderStory,
  refundDeskOrder,
  reissueDeskTicket,
  resendOrderMail,
} from '@/api/order-desk';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { ConfirmDialog } from '../confirm-dialog';
import { DeskTicketCard } from './desk-ticket-card';
import { ORDER_KEY, orderNumber } from './desk-format';
import { OrderSummary } from './order-summary';
import { RefundDialog } from './refund-dialog';
import { StatusBadge } from './status-badge';
import { StoryTimeline } from './story-timeline';

type Dialog =
  { kind: 'resend' } | { kind: 'refund' } | { kind: 'reissue'; ticket: DeskTicket; n: number };

/** One order's whole story for staff, with the desk's actions. */
export const OrderScreen = ({ uid }: { uid: string }) => {
  const { t } = useTranslation('order-desk');
  const queryClient = useQueryClient();
  const key = [...ORDER_KEY, 'story', uid];
  const story = useQuery({ queryKey: key, queryFn: () => getOrderStory(uid) });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const show = (next: OrderStory) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: [...ORDER_KEY, 'list'] });
  };

  const resend = async () => {
    await resendOrderMail(uid);
    notifySuccess(t('resend.done'));
    await story.refetch();
  };
  const refund = async (request: DeskRefundRequest) => {
    const result = await refundDeskOrder(uid, request);
    const amount = formatMoney(result.amountCents, result.order.currency);
    notifySuccess(
      result.status === 'succeeded' || result.status === null
        ? t('refund.done', { amount })
        : t('refund.pending', { amount }),
    );
    show(result.order);
    return result;
  };
  const reissue = async (ticket: DeskTicket) => {
    show(await reissueDeskTicket(uid, ticket.uid));
    notifySuccess(t('reissue.done'));
  };

  const order = story.data;
  const paid = order?.status === 'completed';
  return (
    <Container size="md" px="md" py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/management/orders" size="sm">
          ← {t('order.back')}
        </Anchor>
        {story.isPending && <Loader mx="auto" />}
        {story.isError && <Alert color="red">{t('order.failed')}</Alert>}
        {order && (
          <>
            <Group justify="space-between" align="center" wrap="nowrap">
              <Title order={1} fz="h2">
                {t('order.title', { number: orderNumber(order.uid) })}
              </Title>
              <StatusBadge status={order.status} />
            </Group>
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {order.uid}
            </Text>
            <OrderSummary order={order} />
            {paid && (
              <Group gap="xs">
                <Button variant="light" onClick={() => setDialog({ kind: 'resend' })}>
                  {t('resend.button')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  onClick={() => setDialog({ kind: 'refund' })}
                  disabled={order.grandTotalCents - order.refundedCents <= 0}
                >
                  {t('refund.button')}
                </Button>
              </Group>
            )}
            <Title order={2} fz="h4">
              {t('order.tickets')}
            </Title>
            {order.tickets.length === 0 && <Text c="dimmed">{t('order.noTickets')}</Text>}
            <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {order.tickets.map((ticket, index) => (
                <DeskTicketCard
                  key={ticket.uid}
                  ticket={ticket}
                  n={index + 1}
                  currency={order.currency}
                  onReissue={
                    paid && ticket.state !== 'revoked'
                      ? () => setDialog({ kind: 'reissue', ticket, n: index + 1 })
                      : undefined
                  }
                />
              ))}
            </Stack>
            <Title order={2} fz="h4">
              {t('order.story')}
            </Title>
            <StoryTimeline order={order} />
            <ConfirmDialog
              opened={dialog?.kind === 'resend'}
              title={t('resend.title')}
              text={t('resend.text', { email: order.buyerEmail })}
              confirmLabel={t('resend.confirm')}
              onClose={close}
              onConfirm={resend}
            />
            <RefundDialog
              opened={dialog?.kind === 'refund'}
              order={order}
              onClose={close}
              onRefund={refund}
            />
            {dialog?.kind === 'reissue' && (
              <ConfirmDialog
                opened
                title={t('reissue.title', { n: dialog.n })}
                text={t('reissue.text', { name: dialog.ticket.holderName })}
                confirmLabel={t('reissue.confirm')}
                onClose={close}
                onConfirm={() => reissue(dialog.ticket)}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
};
