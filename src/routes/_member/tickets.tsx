import { createFileRoute } from '@tanstack/react-router';
import { LastUpdated } from '@/features/pwa/last-updated';
import { TicketsScreen } from '@/features/tickets/tickets-screen';

const TicketsRoute = () => <TicketsScreen notice={<LastUpdated dataset="tickets" />} />;

export const Route = createFileRoute('/_member/tickets')({
  component: TicketsRoute,
});
