import { GATE_ROLES, MANAGEMENT_ROLES, type Role } from '@/api/contract/roles';
import {
  IconChat,
  IconFeed,
  IconLobby,
  IconManagement,
  IconMap,
  IconProgram,
  IconScan,
  IconTicket,
  IconTimetable,
  IconUser,
  type IconComponent,
} from './icons';

/** The app's areas (spec §2 navigation); labels are `nav:<id>` keys. */
export type AreaId =
  | 'feed'
  | 'lobby'
  | 'chats'
  | 'program'
  | 'map'
  | 'timetable'
  | 'tickets'
  | 'profile'
  | 'management'
  | 'gate';

export interface Area {
  id: AreaId;
  path: string;
  icon: IconComponent;
  /** When set, only users with one of these roles see the area. */
  roles?: readonly Role[];
}

export const AREAS = {
  feed: { id: 'feed', path: '/feed', icon: IconFeed },
  lobby: { id: 'lobby', path: '/lobby', icon: IconLobby },
  chats: { id: 'chats', path: '/chat', icon: IconChat },
  program: { id: 'program', path: '/events', icon: IconProgram },
  map: { id: 'map', path: '/map', icon: IconMap },
  timetable: { id: 'timetable', path: '/favourites', icon: IconTimetable },
  tickets: { id: 'tickets', path: '/shop', icon: IconTicket },
  profile: { id: 'profile', path: '/profile', icon: IconUser },
  management: {
    id: 'management',
    path: '/management',
    icon: IconManagement,
    roles: MANAGEMENT_ROLES,
  },
  gate: { id: 'gate', path: '/gate', icon: IconScan, roles: [...GATE_ROLES, 'ROLE_ADMIN'] },
} as const satisfies Record<AreaId, Area>;
