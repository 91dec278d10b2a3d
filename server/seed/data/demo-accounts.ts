import type { Role } from '../../../src/api/contract/common';
import type { RoleLabel } from '../seed-types';

/** The documented password of every demo and seeded account (phantoms have none). */
export const DEMO_PASSWORD = 'Festival2025!';

export interface DemoAccount {
  key: 'admin' | 'promoter' | 'confManager' | 'artist' | 'user' | 'ticket' | 'gate';
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  roles: Role[];
  roleLabel: RoleLabel | null;
  bio: string;
}

/** One login per role of spec §6 and the gate, in id order 1..7. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    email: 'admin@festival.test',
    firstName: 'Alexandra',
    lastName: 'Brandt',
    name: 'Admin Alex',
    roles: ['ROLE_USER', 'ROLE_ADMIN'],
    roleLabel: null,
    bio: 'Runs the festival platform. Write me if something looks off.',
  },
  {
    key: 'promoter',
    email: 'promoter@festival.test',
    firstName: 'Marco',
    lastName: 'Lindner',
    name: 'Promoter Marco',
    roles: ['ROLE_USER', 'ROLE_PROMOTER'],
    roleLabel: null,
    bio: 'Books the nights: eight stages, five nights, one very long to-do list.',
  },
  {
    key: 'confManager',
    email: 'conf@festival.test',
    firstName: 'Sina',
    lastName: 'Okafor',
    name: 'Conf Sina',
    roles: ['ROLE_USER', 'ROLE_CONF_MANAGER'],
    roleLabel: null,
    bio: 'Curates the conference programme: talks, panels, workshops and pitches.',
  },
  {
    key: 'artist',
    email: 'artist@festival.test',
    firstName: 'Kai',
    lastName: 'Nordmann',
    name: 'Kai Nord',
    roles: ['ROLE_USER', 'ROLE_ARTIST'],
    roleLabel: 'Speaker & Artist',
    bio:
      'Kai Nord is a Hamburg-born DJ and producer known for long, hypnotic sets. ' +
      'By day Kai teaches arrangement and speaks about fair pay for artists.',
  },
  {
    key: 'user',
    email: 'user@festival.test',
    firstName: 'Lea',
    lastName: 'Sommer',
    name: 'Lea Sommer',
    roles: ['ROLE_USER'],
    roleLabel: null,
    bio: 'Record digger by day, dancer by night. Working in music tech.',
  },
  {
    key: 'ticket',
    email: 'ticket@festival.test',
    firstName: 'Tom',
    lastName: 'Richter',
    name: 'Ticket Tom',
    roles: ['ROLE_USER', 'ROLE_TICKET_25'],
    roleLabel: null,
    bio: 'Holder of a 2025 ticket.',
  },
  {
    key: 'gate',
    email: 'gate@festival.test',
    firstName: 'Pia',
    lastName: 'Hoffmann',
    name: 'Pia am Einlass',
    roles: ['ROLE_USER', 'ROLE_GATE'],
    roleLabel: null,
    bio: 'Checks tickets at the north gate.',
  },
];
