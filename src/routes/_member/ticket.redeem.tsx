import { createFileRoute } from '@tanstack/react-router';
import { RedeemScreen } from '@/features/tickets/redeem-screen';

export const Route = createFileRoute('/_member/ticket/redeem')({
  component: RedeemScreen,
});
