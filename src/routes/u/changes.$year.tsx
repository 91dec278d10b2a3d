import { createFileRoute, notFound } from '@tanstack/react-router';
import { ChangelogScreen } from '@/features/schedule/changelog-screen';
import { loadTexts } from '@/lib/i18n';

// The public, embeddable changelog of an edition's program (issue #40).
const ChangelogRoute = () => <ChangelogScreen year={Number(Route.useParams().year)} />;

export const Route = createFileRoute('/u/changes/$year')({
  beforeLoad: ({ params }) => {
    if (!/^20\d\d$/.test(params.year)) throw notFound();
  },
  loader: () => loadTexts('schedule'),
  component: ChangelogRoute,
});
