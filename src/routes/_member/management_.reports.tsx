import { createFileRoute } from '@tanstack/react-router';
import { MANAGEMENT_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { ReportsScreen } from '@/features/reports/reports-screen';

/** Reported chat messages (issue #37): staff, like the API behind it. */
export const Route = createFileRoute('/_member/management_/reports')({
  beforeLoad: requireRole(...MANAGEMENT_ROLES),
  component: ReportsScreen,
});
