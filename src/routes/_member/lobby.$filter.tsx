import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LobbyScreen } from '@/features/lobby/lobby-screen';
import { parseTagFilter } from '@/features/lobby/lobby-rules';

// /lobby/{tagId}: reached from a tag chip on a profile (spec §2).
const FilteredLobbyRoute = () => {
  const navigate = useNavigate();
  const tagId = parseTagFilter(Route.useParams().filter);
  return (
    <LobbyScreen
      variant="lobby"
      tagId={tagId}
      onTagChange={(next) =>
        void (next === null
          ? navigate({ to: '/lobby' })
          : navigate({ to: '/lobby/$filter', params: { filter: String(next) } }))
      }
    />
  );
};

export const Route = createFileRoute('/_member/lobby/$filter')({ component: FilteredLobbyRoute });
