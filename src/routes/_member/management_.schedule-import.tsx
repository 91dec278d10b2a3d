import { createFileRoute } from '@tanstack/react-router';
import { MANAGEMENT_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { ScheduleImportScreen } from '@/features/schedule-import/schedule-import-screen';
import { loadTexts } from '@/lib/i18n';

/** Import of a C3VOC schedule.xml/json (issue #40): staff, like the API behind it. */
export const Route = createFileRoute('/_member/management_/schedule-import')({
  beforeLoad: requireRole(...MANAGEMENT_ROLES),
  loader: () => loadTexts('schedule-import'),
  component: ScheduleImportScreen,
});
