import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { LobbyScreen } from '@/features/lobby/lobby-screen';

// The older lobby (spec §2): A-Z and Z-A only, default A-Z; its tag filter stays on the page.
const OldLobbyRoute = () => {
  const [tagId, setTagId] = useState<number | null>(null);
  return <LobbyScreen variant="old" tagId={tagId} onTagChange={setTagId} />;
};

export const Route = createFileRoute('/_member/lobbyOld')({ component: OldLobbyRoute });
