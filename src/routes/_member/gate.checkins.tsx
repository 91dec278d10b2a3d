import { createFileRoute } from '@tanstack/react-router';
import { GATE_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { GateCheckinsScreen } from '@/features/gate/gate-checkins-screen';
import { loadTexts } from '@/lib/i18n';

/** The staff list of check-ins and conflicts. */
export const Route = createFileRoute('/_member/gate/checkins')({
  beforeLoad: requireRole(...GATE_ROLES, 'ROLE_ADMIN'),
  loader: () => loadTexts('gate'),
  component: GateCheckinsScreen,
});
