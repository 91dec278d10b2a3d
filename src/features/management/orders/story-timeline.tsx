import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStory, StoryEntry } from '@/api/contract/order-desk';
import { formatMoney } from '@/lib/money';
import { deskTime } from './desk-format';

const COLOURS: Partial<Record<StoryEntry['kind'], string>> = {
  paid: 'green',
  checkin: 'teal',
  refund: 'orange',
  revoked: 'red',
  mailFailed: 'red',
  staff: 'violet',
};

/** Everything that happened to the order, oldest first, in the festival's words. */
export const StoryTimeline = ({ order }: { order: OrderStory }) => {
  const { t, i18n } = useTranslation('order-desk');
  const ticketName = (uid: string | null) => {
    const n = order.tickets.findIndex((ticket) => ticket.uid === uid) + 1;
    return t('ticket.name', { n: n || '?' });
  };
  const sentence = (entry: StoryEntry) => {
    const amount = formatMoney(entry.amountCents ?? 0, order.currency);
    const ticket = ticketName(entry.ticketUid);
    switch (entry.kind) {
      case 'placed':
        return t('story.placed', { amount });
      case 'handOver':
        return t('story.handOver', { ticket, name: entry.detail ?? '' });
      case 'checkin':
      case 'reentry':
        return t(`story.${entry.kind}`, { ticket, gate: entry.detail ?? '' });
      case 'refund':
        return t('story.refund', {
          amount,
          state: t(`story.refundState.${entry.detail ?? 'requested'}`),
        });
      case 'staff':
        return t(`story.action.${entry.detail ?? ''}`);
      default:
        return t(`story.${entry.kind}`, { ticket });
    }
  };
  const byLine = (entry: StoryEntry) => {
    if (entry.kind !== 'staff' && entry.kind !== 'refund') return null;
    if (entry.byName === null) return t('story.automatic');
    return t('story.by', { name: entry.byName || t('story.deletedAccount') });
  };
  return (
    <Timeline bulletSize={14} lineWidth={2} active={order.story.length}>
      {order.story.map((entry, index) => (
        <Timeline.Item
          key={`${entry.at}-${entry.kind}-${index}`}
          title={
            <Text size="sm" fw={600}>
              {sentence(entry)}
            </Text>
          }
          color={COLOURS[entry.kind] ?? 'blue'}
          data-testid="story-entry"
        >
          <Text size="xs" c="dimmed">
            {deskTime(entry.at, i18n.language)}
            {byLine(entry) ? ` · ${byLine(entry)}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
};
