import {
  CONFERENCE_TOPICS,
  CONFERENCE_TYPES,
  type ConferenceTopic,
  type ConferenceType,
} from '../../../src/api/contract/conference';

/** C3VOC types that make a festival show rather than a conference session. */
export const FESTIVAL_TYPES = new Set([
  'concert',
  'performance',
  'dj set',
  'dj-set',
  'live',
  'show',
  'party',
  'festival',
]);

/** Common C3VOC/pretalx/frab type names for our conference types (spec §9). */
const TYPE_ALIASES: Record<string, ConferenceType> = {
  workshop: 'Workshop',
  'hands-on': 'Workshop',
  discussion: 'Paneltalk',
  panel: 'Paneltalk',
  'panel discussion': 'Paneltalk',
  meeting: 'Networking',
  interview: 'Interview',
  'q&a': 'Q&A',
  contest: 'Contests/Pitches',
  pitch: 'Contests/Pitches',
  exhibition: 'Exhibition',
  keynote: 'Keynote',
  masterclass: 'Masterclass',
};

const byLowerName = <T extends string>(names: readonly T[]) =>
  new Map(names.map((name) => [name.toLowerCase(), name]));
const TYPES = byLowerName(CONFERENCE_TYPES);
const TOPICS = byLowerName(CONFERENCE_TOPICS);

export interface EventKind {
  conference: boolean;
  conferenceType: ConferenceType | null;
}

/**
 * A C3VOC `type` as our event kind: festival types make festival events; every other type a
 * conference session, typed when the name (or a common alias) is one of ours, else untyped
 * ("talk", "lecture" and unknown types).
 */
export function eventKind(type: string): EventKind {
  const key = type.trim().toLowerCase();
  if (FESTIVAL_TYPES.has(key)) return { conference: false, conferenceType: null };
  return { conference: true, conferenceType: TYPES.get(key) ?? TYPE_ALIASES[key] ?? null };
}

/** A track as a conference topic (conference sessions only), else as a genre name. */
export function trackPlace(
  track: string | null,
  conference: boolean,
): { topic: ConferenceTopic | null; genre: string | null } {
  if (!track) return { topic: null, genre: null };
  const topic = conference ? TOPICS.get(track.toLowerCase()) : undefined;
  return topic ? { topic, genre: null } : { topic: null, genre: track };
}
