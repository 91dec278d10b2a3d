import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostScreen } from '@/features/feed/post-screen';
import { useSession } from '@/lib/use-session';

// `feed_`: the post page stands alone; under /feed it would render inside the feed's screen.
const PostRoute = () => {
  const user = useSession();
  const { postId } = Route.useParams();
  if (!user) return null;
  return (
    <PostScreen
      key={postId}
      postId={Number(postId)}
      userId={user.id}
      isAdmin={user.roles.includes('ROLE_ADMIN')}
    />
  );
};

export const Route = createFileRoute('/_member/feed_/post/$postId')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.postId)) throw notFound();
  },
  component: PostRoute,
});
