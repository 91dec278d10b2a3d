import type { Role } from '@/api/contract/roles';

interface Caller {
  readonly id: number;
  readonly roles: readonly Role[];
}

interface OwnedEvent {
  readonly createdBy: number | null;
  readonly editableBy: readonly number[];
}

const isAdmin = (caller: Caller | null) => caller?.roles.includes('ROLE_ADMIN') ?? false;

/** Spec §6 as the server checks it: only admins add new events (POST event/create). */
export const mayCreateEvent = (caller: Caller | null): boolean => isAdmin(caller);

/** Its creator, its editors and admins change an event (event/update, artists, state). */
export const mayEditEvent = (event: OwnedEvent, caller: Caller | null): boolean =>
  caller !== null &&
  (isAdmin(caller) || event.createdBy === caller.id || event.editableBy.includes(caller.id));

/** Editors may change an event but not remove it: its creator and admins delete it. */
export const mayDeleteEvent = (event: OwnedEvent, caller: Caller | null): boolean =>
  caller !== null && (isAdmin(caller) || event.createdBy === caller.id);
