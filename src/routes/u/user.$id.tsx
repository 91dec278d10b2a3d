import { createFileRoute, notFound } from '@tanstack/react-router';
import { UserProfileScreen } from '@/features/profile/user-profile-screen';

// Public embeddable profile (spec §2): anonymous, without posts.
const PublicUserRoute = () => {
  const { id } = Route.useParams();
  return <UserProfileScreen key={id} userId={Number(id)} mode="public" />;
};

export const Route = createFileRoute('/u/user/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
  },
  component: PublicUserRoute,
});
