import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '@/app/guards';
import { SiteMapEditor } from '@/features/site-map/editor/site-map-editor';
import { loadTexts } from '@/lib/i18n';

/** The site map editor (issue #39): admins only, like the API behind it. */
export const Route = createFileRoute('/_member/management_/site-map')({
  beforeLoad: requireRole('ROLE_ADMIN'),
  loader: () => loadTexts('sitemap'),
  component: SiteMapEditor,
});
