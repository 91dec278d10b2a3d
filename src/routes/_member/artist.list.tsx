import { createFileRoute } from '@tanstack/react-router';
import { MANAGEMENT_ROLES } from '@/api/contract/roles';
import { requireRole } from '@/app/guards';
import { ArtistListScreen } from '@/features/management/artist-list-screen';
import { loadTexts } from '@/lib/i18n';

/** Spec §2 /artist/list: the admin artist list. */
export const Route = createFileRoute('/_member/artist/list')({
  beforeLoad: requireRole(...MANAGEMENT_ROLES),
  loader: () => loadTexts('management'),
  component: ArtistListScreen,
});
