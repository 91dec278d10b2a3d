import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LobbyScreen } from '@/features/lobby/lobby-screen';

const LobbyRoute = () => {
  const navigate = useNavigate();
  return (
    <LobbyScreen
      variant="lobby"
      tagId={null}
      onTagChange={(tagId) =>
        tagId !== null && void navigate({ to: '/lobby/$filter', params: { filter: String(tagId) } })
      }
    />
  );
};

export const Route = createFileRoute('/_member/lobby/')({ component: LobbyRoute });
