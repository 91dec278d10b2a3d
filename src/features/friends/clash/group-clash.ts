import type { PlanPriority } from '@/api/contract/friends';
import { berlinDayKey, festivalDayKey, instantOf } from '@/lib/berlin-time';

/** What the finder needs of an event (an EventRow satisfies it). */
export interface ClashEvent {
  id: number;
  title: string;
  dateTime: string;
  end: string | null;
  conference: boolean;
  year: number;
  artists: readonly { id: number }[];
}

export interface GroupMember {
  id: number;
  plan: readonly { eventId: number; priority: PlanPriority }[];
}

/**
 * Where a part of the group could see its event again, so everyone can be at the other one: a
 * slot of the same title or artist that clashes with none of that part's own must-sees.
 */
export interface RepeatProposal {
  /** The must-see that repeats, and who wanted it. */
  eventId: number;
  memberIds: number[];
  /** Its repeat: the same title or artist in another slot. */
  repeatId: number;
  /** The event the whole group can then see together. */
  togetherId: number;
}

/** Two must-sees at the same time: the group splits when they are wanted by different people. */
export interface MustClash {
  /** Festival day of the earlier event (a night runs until 06:00, like the program's days). */
  dayKey: string;
  first: { eventId: number; memberIds: number[] };
  second: { eventId: number; memberIds: number[] };
  splits: boolean;
  proposals: RepeatProposal[];
}

/** A maybe (or an unmarked saved event) at the time of a must-see of the group. */
export interface MaybeClash {
  dayKey: string;
  memberId: number;
  maybeId: number;
  mustId: number;
  mustMemberIds: number[];
  /** A repeat of the maybe clashing with none of the member's must-sees, else null: join the must. */
  repeatId: number | null;
}

export interface GroupClashes {
  clashes: MustClash[];
  maybes: MaybeClash[];
}

/** An open-end event counts as one hour, like the timetable's conflicts. */
export const OPEN_END_MS = 3_600_000;

interface Slot {
  id: number;
  start: number;
  end: number;
}

const slotOf = (event: ClashEvent): Slot => {
  const start = instantOf(event.dateTime);
  const end = event.end === null ? Number.NaN : instantOf(event.end);
  return { id: event.id, start, end: end > start ? end : start + OPEN_END_MS };
};

const overlaps = (a: Slot, b: Slot) => a.start < b.end && b.start < a.end;

/** Titles that differ only in case, spacing or punctuation name the same act. */
export const titleKey = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const dayKeyOf = (event: ClashEvent) =>
  event.conference ? berlinDayKey(event.dateTime) : festivalDayKey(event.dateTime);

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The program's events by title key and by artist, for finding repeats; build it once per program. */
export const indexProgram = (program: readonly ClashEvent[]) => {
  const byId = new Map<number, ClashEvent>();
  const titleOf = new Map<number, string>();
  const byTitle = new Map<string, ClashEvent[]>();
  const byArtist = new Map<number, ClashEvent[]>();
  for (const event of program) {
    byId.set(event.id, event);
    const key = `${event.year}:${titleKey(event.title)}`;
    titleOf.set(event.id, key);
    push(byTitle, key, event);
    for (const artist of event.artists) push(byArtist, artist.id, event);
  }
  // Filled as calls need them: a stored index answers later calls (another friend ticked) faster.
  const slots = new Map<number, Slot>();
  const repeats = new Map<number, ClashEvent[]>();
  return { byId, titleOf, byTitle, byArtist, slots, repeats };
};
export type ProgramIndex = ReturnType<typeof indexProgram>;

/** Other slots of the same act in the same edition, unordered. */
const repeatsOf = (index: ProgramIndex, event: ClashEvent): ClashEvent[] => {
  const found = new Map<number, ClashEvent>();
  for (const other of index.byTitle.get(index.titleOf.get(event.id) ?? '') ?? []) {
    found.set(other.id, other);
  }
  for (const artist of event.artists) {
    for (const other of index.byArtist.get(artist.id) ?? []) {
      if (other.year === event.year) found.set(other.id, other);
    }
  }
  found.delete(event.id);
  return [...found.values()];
};

/** Must-see slots by start, with a check for "clashes with any of them" that stops early. */
const mustTimeline = (slots: readonly Slot[]) => {
  const sorted = [...slots].sort((a, b) => a.start - b.start || a.end - b.end || a.id - b.id);
  const longest = sorted.reduce((max, slot) => Math.max(max, slot.end - slot.start), 0);
  /** Musts overlapping `slot`, by start. */
  const overlapping = (slot: Slot): Slot[] => {
    // Only musts starting after slot.start - longest can reach into the slot.
    let low = 0;
    let high = sorted.length;
    const from = slot.start - longest;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle]!.start < from) low = middle + 1;
      else high = middle;
    }
    const hits: Slot[] = [];
    for (let i = low; i < sorted.length && sorted[i]!.start < slot.end; i++) {
      if (overlaps(sorted[i]!, slot)) hits.push(sorted[i]!);
    }
    return hits;
  };
  return { sorted, overlapping };
};

/**
 * The group's clashes, computed on the phone from the stored program and plans: every pair of
 * must-sees at the same time (with who wants which, and whether the group splits), with repeats
 * that let everyone be together; and every maybe (or unmarked saved event) at the time of a
 * must-see, with a repeat of the maybe where there is one. A repeat must suit only the people
 * asked to go there (none of their must-sees at that time). Events not in the program are skipped.
 */
export const findGroupClashes = (
  program: readonly ClashEvent[] | ProgramIndex,
  members: readonly GroupMember[],
): GroupClashes => {
  const index = Array.isArray(program) ? indexProgram(program) : (program as ProgramIndex);
  const mustOf = new Map<number, number[]>();
  for (const member of members) {
    for (const entry of member.plan) {
      if (entry.priority === 'must' && index.byId.has(entry.eventId)) {
        push(mustOf, entry.eventId, member.id);
      }
    }
  }
  const slot = (id: number) => {
    let found = index.slots.get(id);
    if (!found) index.slots.set(id, (found = slotOf(index.byId.get(id)!)));
    return found;
  };
  const musts = mustTimeline([...mustOf.keys()].map(slot));
  const mustsOfMember = new Map(
    members.map((member) => [
      member.id,
      mustTimeline(
        member.plan.flatMap((entry) =>
          entry.priority === 'must' && index.byId.has(entry.eventId) ? [slot(entry.eventId)] : [],
        ),
      ),
    ]),
  );
  const event = (id: number) => index.byId.get(id)!;
  const dayKeys = new Map<number, string>();
  const dayKey = (of: ClashEvent) => {
    let found = dayKeys.get(of.id);
    if (found === undefined) dayKeys.set(of.id, (found = dayKeyOf(of)));
    return found;
  };
  /**
   * The first repeat of `of` that clashes with no must-see of these members (`of` itself aside)
   * and not with `avoid` (the event the rest of the group goes to).
   */
  const sortedRepeatsOf = (of: ClashEvent) => {
    let found = index.repeats.get(of.id);
    if (!found) {
      found = repeatsOf(index, of).sort((a, b) => slot(a.id).start - slot(b.id).start);
      index.repeats.set(of.id, found);
    }
    return found;
  };
  const freeRepeat = (of: ClashEvent, memberIds: readonly number[], avoid: number | null) =>
    sortedRepeatsOf(of).find((repeat) => {
      const at = slot(repeat.id);
      if (avoid !== null && overlaps(at, slot(avoid))) return false;
      return memberIds.every((id) =>
        (mustsOfMember.get(id)?.overlapping(at) ?? []).every((must) => must.id === of.id),
      );
    });

  const clashes: MustClash[] = [];
  musts.sorted.forEach((first, position) => {
    for (let i = position + 1; i < musts.sorted.length; i++) {
      const second = musts.sorted[i]!;
      if (second.start >= first.end) break;
      if (!overlaps(first, second)) continue;
      const sides = [first, second].map((s) => ({ eventId: s.id, memberIds: mustOf.get(s.id)! }));
      const proposals: RepeatProposal[] = [];
      for (const [side, other] of [
        [sides[0]!, sides[1]!],
        [sides[1]!, sides[0]!],
      ] as const) {
        const repeat = freeRepeat(event(side.eventId), side.memberIds, other.eventId);
        if (repeat) {
          proposals.push({ ...side, repeatId: repeat.id, togetherId: other.eventId });
        }
      }
      const [a, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
      clashes.push({
        dayKey: dayKey(event(first.id)),
        first: a,
        second: b,
        splits: a.memberIds.join() !== b.memberIds.join(),
        proposals,
      });
    }
  });

  const maybes: MaybeClash[] = [];
  for (const member of members) {
    for (const entry of member.plan) {
      if (entry.priority === 'must' || mustOf.has(entry.eventId)) continue;
      const maybe = index.byId.get(entry.eventId);
      if (!maybe) continue;
      const hits = musts.overlapping(slot(maybe.id));
      for (const must of hits) {
        const repeat = freeRepeat(maybe, [member.id], must.id);
        maybes.push({
          dayKey: dayKey(maybe),
          memberId: member.id,
          maybeId: maybe.id,
          mustId: must.id,
          mustMemberIds: mustOf.get(must.id)!,
          repeatId: repeat?.id ?? null,
        });
      }
    }
  }
  return { clashes, maybes };
};
