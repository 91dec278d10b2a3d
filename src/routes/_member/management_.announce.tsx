import { createFileRoute } from '@tanstack/react-router';
import { MANAGEMENT_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { AnnounceScreen } from '@/features/announcements/announce-screen';
import { loadTexts } from '@/lib/i18n';

/** Staff announcements (issue #37): the management roles, like the API behind it. */
export const Route = createFileRoute('/_member/management_/announce')({
  beforeLoad: requireRole(...MANAGEMENT_ROLES),
  loader: () => loadTexts('management'),
  component: AnnounceScreen,
});
