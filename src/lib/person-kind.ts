import type { LabelRole } from '@/api/contract/program';

/** Spec §2: artist and speaker tiles use a gradient by kind — Artist, Speaker (or 'Speaker & Artist'), other. */
export type PersonKind = 'artist' | 'speaker' | 'other';

export const personKind = (labelRole: LabelRole | undefined): PersonKind => {
  if (labelRole === 'Artist') return 'artist';
  if (labelRole === 'Speaker' || labelRole === 'Speaker & Artist') return 'speaker';
  return 'other';
};

/** Up to two initials for a photo placeholder ('Lea Sommer' → 'LS'). */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** Spec §2 'role@company'; either part alone when the other is missing, null with neither. */
export const roleAtCompany = (
  role: string | null | undefined,
  company: string | null | undefined,
): string | null => {
  const r = role?.trim();
  const c = company?.trim();
  if (r && c) return `${r}@${c}`;
  return r || c || null;
};
