import {
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketRow } from '@/offline/db';
import { HandOverDialog } from './hand-over-dialog';
import { PassedOnList } from './passed-on-list';
import { TicketCard } from './ticket-card';
import { useMyTickets } from './use-my-tickets';

/**
 * /tickets (spec §2): own tickets with the QR codes of their entry credentials, offline too;
 * 'You have no tickets.'; handing one over, and the tickets passed on.
 */
export const TicketsScreen = ({ notice }: { notice?: ReactNode }) => {
  const { t } = useTranslation('tickets');
  const mine = useMyTickets();
  const { online } = useNetwork();
  const [handingOver, setHandingOver] = useState<TicketRow | null>(null);
  const loading = !mine || (!mine.synced && online && mine.tickets.length === 0);
  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {t('title')}
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/ticket/redeem" variant="light" size="xs">
            {t('addTicket')}
          </Button>
          <Button component={Link} to="/shop" variant="subtle" size="xs">
            {t('toShop')}
          </Button>
        </Group>
        {notice}
        {loading && (
          <Stack data-testid="tickets-loading">
            <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
            <Skeleton h={460} radius="lg" aria-hidden="true" />
          </Stack>
        )}
        {!loading && mine.tickets.length === 0 && (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Stack align="center" gap="sm">
              <Text fw={700} role="status">
                {t('empty')}
              </Text>
              <Button component={Link} to="/shop" variant="light">
                {t('toShop')}
              </Button>
            </Stack>
          </Paper>
        )}
        {!loading && mine.tickets.length > 0 && (
          <>
            <Text c="dimmed" fz="sm">
              {t('showAtGate')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {mine.tickets.map((ticket) => (
                <TicketCard key={ticket.uid} ticket={ticket} onHandOver={setHandingOver} />
              ))}
            </SimpleGrid>
          </>
        )}
        {mine && <PassedOnList rows={mine.passedOn} />}
      </Stack>
      <HandOverDialog ticket={handingOver} onClose={() => setHandingOver(null)} />
    </Container>
  );
};
