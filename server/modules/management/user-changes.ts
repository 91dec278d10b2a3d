import type { z } from 'zod';
import type { AdminUser, adminUserUpdate } from '../../../src/api/contract/management';

type UserUpdate = z.output<typeof adminUserUpdate>;

const sameIds = (a: readonly number[], b: readonly number[]) =>
  [...new Set(a)].sort().join() === [...new Set(b)].sort().join();

/**
 * The names of the fields an admin edit changes, for the audit log: which fields, never their
 * values (they are personal data).
 */
export function changedUserFields(before: AdminUser, input: UserUpdate): string[] {
  const changed: string[] = [];
  const differs = (field: string, old: string | null, next: string | null | undefined) => {
    if (next !== undefined && (old ?? null) !== (next || null)) changed.push(field);
  };
  differs('email', before.email, input.email.toLowerCase());
  differs('username', before.name, input.username ?? null);
  differs('firstName', before.firstName, input.firstName ?? null);
  differs('lastName', before.lastName, input.lastName ?? null);
  differs('bio', before.bio, input.bio ?? null);
  differs('profilePicture', before.profilePicture, input.profilePicture);
  if (
    !sameIds(
      before.tags.map((tag) => tag.id),
      input.tags,
    )
  )
    changed.push('tags');
  if (
    !sameIds(
      before.genres.map((genre) => genre.id),
      input.genre,
    )
  )
    changed.push('genres');
  const professions = (list: { role: string; companyName?: string | null }[]) =>
    JSON.stringify(list.map((p) => [p.role, p.companyName ?? null]));
  if (professions(before.professions) !== professions(input.professions)) {
    changed.push('professions');
  }
  for (const [key, value] of Object.entries(input.socials)) {
    differs(key, before.socials[key as keyof AdminUser['socials']], value);
  }
  return changed;
}
