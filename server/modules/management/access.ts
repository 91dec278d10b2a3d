import { API_MESSAGES } from '../../../src/api/contract/common';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';

/** Creator and editors of an event or artist (spec §3 createdBy, editableBy). */
export interface Ownership {
  createdBy: number | null;
  editableBy: number[];
}

export const isAdmin = (user: AuthUser): boolean => user.roles.includes('ROLE_ADMIN');

/** Spec §6: the creator and the users in editableBy may edit; admins may edit everything. */
export const canEdit = (item: Ownership, user: AuthUser): boolean =>
  isAdmin(user) || item.createdBy === user.id || item.editableBy.includes(user.id);

export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, message);

export function assertCanEdit(item: Ownership, user: AuthUser, message?: string): void {
  if (!canEdit(item, user)) throw forbidden(message);
}

/** Spec §6: only the creator (or an admin) may share with editors. */
export function assertCanShare(item: Ownership, user: AuthUser, message: string): void {
  if (!isAdmin(user) && item.createdBy !== user.id) throw forbidden(message);
}
