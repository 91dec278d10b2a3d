import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { UserProfileScreen } from '@/features/profile/user-profile-screen';
import { optionalParam } from '@/lib/search-params';

// Public embeddable profile (spec §2): anonymous, without posts; `?iframe=true` is the embedded
// mode, `event` the event it was opened from.
const PublicUserRoute = () => {
  const { id } = Route.useParams();
  const { iframe, event } = Route.useSearch();
  return (
    <UserProfileScreen
      key={id}
      userId={Number(id)}
      mode="public"
      embedded={iframe === true ? { fromEvent: event } : undefined}
    />
  );
};

export const Route = createFileRoute('/u/user/$id')({
  validateSearch: z.object({
    iframe: optionalParam(z.boolean()),
    event: optionalParam(z.int().check(z.positive())),
  }),
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
  },
  component: PublicUserRoute,
});
