import { createFileRoute } from '@tanstack/react-router';
import { GATE_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { GateScreen } from '@/features/gate/gate-screen';
import { loadTexts } from '@/lib/i18n';

/** Gate check-in: ROLE_GATE, promoters and admins; everyone else goes to /. */
export const Route = createFileRoute('/_member/gate/')({
  beforeLoad: requireRole(...GATE_ROLES, 'ROLE_ADMIN'),
  loader: () => loadTexts('gate'),
  component: GateScreen,
});
