import type { TagChoice } from '@/api/contract/people';
import type { TagDto } from '@/api/contract/reference';

/** Chosen tag names as the update call wants them: known tags by id, new ones by name. */
export const toTagChoices = (names: readonly string[], known: readonly TagDto[]): TagChoice[] =>
  names.map((name) => {
    const match = known.find((tag) => tag.name.trim().toLowerCase() === name.trim().toLowerCase());
    return match ? { id: match.id } : { name: name.trim() };
  });
