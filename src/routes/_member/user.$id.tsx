import { createFileRoute, notFound } from '@tanstack/react-router';
import { BlockMenu } from '@/features/chat/block-menu';
import { UserPosts } from '@/features/feed/user-posts';
import { UserProfileScreen } from '@/features/profile/user-profile-screen';

const UserRoute = () => {
  const { id } = Route.useParams();
  return (
    <UserProfileScreen
      key={id}
      userId={Number(id)}
      mode="member"
      posts={<UserPosts authorId={Number(id)} />}
      personMenu={<BlockMenu personId={Number(id)} name={null} />}
    />
  );
};

export const Route = createFileRoute('/_member/user/$id')({
  beforeLoad: ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound();
  },
  component: UserRoute,
});
