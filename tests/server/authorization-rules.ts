/**
 * The vocabulary of the authorisation matrix (authorization-table.ts): who calls, what a route's
 * guard lets through, and which owner rules a route can carry with the callers each rule needs.
 */
import type { Role } from '../../src/api/contract/common';
import type { Fixtures, Person } from './authorization-fixtures';

/** Callers by role; they own nothing, so on owner rules `user` is "another plain user". */
export const ACTORS = ['guest', 'user', 'artist', 'promoter', 'conf', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export const ROLES_OF: Record<Exclude<Actor, 'guest'>, Role[]> = {
  user: ['ROLE_USER'],
  artist: ['ROLE_USER', 'ROLE_ARTIST'],
  promoter: ['ROLE_USER', 'ROLE_PROMOTER'],
  conf: ['ROLE_USER', 'ROLE_CONF_MANAGER'],
  admin: ['ROLE_USER', 'ROLE_ADMIN'],
};

/**
 *   'public'  everybody passes the guard
 *   'member'  guests 401, every logged-in role passes
 *   'staff'   guests 401, user and artist 403, promoter, conference manager and admin pass
 *   'admin'   guests 401, everybody but the admin 403
 *   'gate'    guests 401; promoter and admin pass (and ROLE_GATE), everybody else 403
 *   'desk'    the order desk: guests 401; promoter and admin pass, everybody else 403
 *   'signed'  opened from a link that carries a signature: 403 for everybody without it
 */
export type Access = 'public' | 'member' | 'staff' | 'admin' | 'gate' | 'desk' | 'signed';
export type Expected = 'pass' | 401 | 403;

const everyone = (expected: Expected): Record<Actor, Expected> => ({
  guest: expected,
  user: expected,
  artist: expected,
  promoter: expected,
  conf: expected,
  admin: expected,
});

export const EXPECTED: Record<Access, Record<Actor, Expected>> = {
  public: everyone('pass'),
  member: { ...everyone('pass'), guest: 401 },
  staff: { guest: 401, user: 403, artist: 403, promoter: 'pass', conf: 'pass', admin: 'pass' },
  admin: { ...everyone(403), guest: 401, admin: 'pass' },
  gate: { ...everyone(403), guest: 401, promoter: 'pass', admin: 'pass' },
  desk: { ...everyone(403), guest: 401, promoter: 'pass', admin: 'pass' },
  signed: everyone(403),
};

/**
 * The callers each owner rule must be tried with: the owners, the people next to them (an
 * editor where only the creator may act, a commenter on a post), the admin and who owns nothing.
 */
export const RULE_ACTORS = {
  /** Creator and editors change an event; only the creator deletes and shares it. */
  event: ['creator', 'eventEditor', 'promoter', 'user', 'admin'],
  /** A draft is seen by its creator, its editors and admins only. */
  draft: ['guest', 'creator', 'eventEditor', 'promoter', 'user', 'admin'],
  /** Creator and editors (staff) edit an artist; only the creator shares it. */
  artist: ['creator', 'artistEditor', 'performer', 'promoter', 'user', 'admin'],
  /** A profile is changed by its owner, its editors and admins. */
  profile: ['performer', 'artistEditor', 'creator', 'user', 'admin'],
  /** Professions are changed by their owner only. */
  profession: ['performer', 'artistEditor', 'user', 'admin'],
  /** The post's author deletes it; the comment's author, the post's author and admins a comment. */
  post: ['postAuthor', 'commentAuthor', 'user', 'admin'],
  /** A conversation is read by its two people only. */
  chat: ['commentAuthor', 'postAuthor', 'user', 'admin'],
  /** An order is seen by its buyer (or whoever knows the buyer's e-mail). */
  order: ['guest', 'buyer', 'user', 'admin'],
  /** An owned ticket stays with its owner: a code never moves it. */
  ticket: ['buyer', 'user', 'admin'],
  /** Only a ticket's owner hands it over. */
  ownTicket: ['buyer', 'user', 'admin'],
  /** A login is ended by the person it belongs to; nobody else even learns it exists. */
  session: ['buyer', 'user', 'admin'],
  /** Anyone may notify themselves; only admins notify someone else (issue #42). */
  notification: ['postAuthor', 'user', 'promoter', 'conf', 'admin'],
  /** A venue is changed and deleted by its creator and admins; other staff are refused. */
  venue: ['creator', 'promoter', 'conf', 'user', 'admin'],
} as const satisfies Record<string, readonly (Actor | Person)[]>;
export type Rule = keyof typeof RULE_ACTORS;

/** Path parameters (by the names in the table's key), query and body of one owner call. */
export interface Call {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: object;
}

/** Builds the call for one caller; a call that deletes its target makes a fresh one each time. */
export type CallOf = (f: Fixtures) => Call | Promise<Call>;

/** A route with an owner rule: its guard, then the exact status for each of the rule's callers. */
export type Owned = {
  [R in Rule]: {
    access: Access;
    owner: R;
    call: CallOf;
    expect: Record<(typeof RULE_ACTORS)[R][number], number>;
  };
}[Rule];

export type Entry = Access | Owned;
