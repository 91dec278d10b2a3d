import type { FunctionComponent } from 'react';
import type { LobbyCard } from '@/api/contract/lobby';
import { renderRouted } from '@/lib/testing/render-with-texts';
import lobby from '../../../../locales/en/lobby.json';

/** Renders a lobby component with Mantine, a memory router and the English texts. */
export const renderLobby = (Screen: FunctionComponent) => renderRouted(Screen, { lobby });

export const cardFixture = (id: number, patch: Partial<LobbyCard> = {}): LobbyCard => ({
  id,
  fullName: `Person ${id}`,
  name: `p${id}`,
  image: null,
  labelRole: null,
  role: 'DJ',
  companyName: 'Kater Blau',
  tags: [],
  score: 0,
  bigDisplay: false,
  me: false,
  ...patch,
});
