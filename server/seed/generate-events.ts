import { CONFERENCE_FORMATS, TOPIC_SUBJECTS } from './data/conference-sessions';
import { ARTIST_QUALITIES } from './data/bios';
import {
  CONFERENCE_TOPICS,
  CONFERENCE_TYPES,
  type ConferenceType,
} from '../../src/api/contract/conference';
import { berlinInstant } from './berlin-time';
import type { LineupMember } from './generate-artists';
import { bannerSvg, type FileCollector } from './generate-images';
import { daysBefore } from './generate-people';
import type { ProgramSlot } from './generate-program';
import type { Random } from './random';
import type { SeedEvent, SeedVenue } from './seed-types';

export interface EventContext {
  random: Random;
  files: FileCollector;
  venues: readonly SeedVenue[];
  lineup: readonly LineupMember[];
  creators: { admin: number; promoter: number; confManager: number };
}

/** Deals members out in rounds so everyone performs before anyone performs twice. */
export const createRotation = (random: Random, members: readonly LineupMember[]) => {
  let queue: LineupMember[] = [];
  const draw = (): LineupMember => {
    if (queue.length === 0) queue = random.shuffle(members);
    const next = queue.shift();
    if (!next) throw new Error('The line-up is empty');
    return next;
  };
  return {
    take(count: number): LineupMember[] {
      const picked: LineupMember[] = [];
      for (let guard = 0; picked.length < count && guard < count * 4; guard++) {
        const member = draw();
        if (!picked.includes(member)) picked.push(member);
      }
      return picked;
    },
  };
};

export type Rotation = ReturnType<typeof createRotation>;

const festivalContent = (random: Random, slot: ProgramSlot, rotation: Rotation) => {
  const artists = rotation.take(random.chance(0.15) ? 2 : 1);
  const [first, second] = artists;
  const headline = first?.name ?? 'Special Guest';
  let title = second ? `${headline} b2b ${second.name}` : headline;
  if (!second && first?.live) title = `${headline} (live)`;
  if (!second && slot.end === null) title = `${headline} – All Night Long`;
  const genreIds = [...new Set(artists.flatMap((a) => a.genreIds))].slice(0, 3);
  return { artists, title, genreIds };
};

const conferenceTypeFor = (random: Random, slot: ProgramSlot): ConferenceType => {
  if (slot.exhibition) return 'Exhibition';
  const minutes = (slot.end ?? slot.start) - slot.start;
  const fits = (type: ConferenceType, slack: number) =>
    type !== 'Exhibition' &&
    CONFERENCE_FORMATS[type].minutes <= minutes + 15 &&
    CONFERENCE_FORMATS[type].minutes >= minutes - slack;
  // Prefer a format whose usual length matches the slot; any shorter one will do otherwise.
  const close = CONFERENCE_TYPES.filter((type) => fits(type, 45));
  const shorter = CONFERENCE_TYPES.filter((type) => fits(type, Number.POSITIVE_INFINITY));
  return random.pick(close.length > 0 ? close : shorter.length > 0 ? shorter : ['Keynote']);
};

const conferenceContent = (random: Random, slot: ProgramSlot, rotation: Rotation) => {
  const type = conferenceTypeFor(random, slot);
  const format = CONFERENCE_FORMATS[type];
  const topics = random.sample(CONFERENCE_TOPICS, random.int(1, 3));
  const primary = topics[0] ?? 'Networking';
  const artists = rotation.take(random.int(format.speakers[0], format.speakers[1]));
  const title = format.title(random.pick(TOPIC_SUBJECTS[primary]));
  return { type, topics, artists, title };
};

const timeOf = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Turns timetable slots into events with line-ups, titles, texts and thumbnails. */
export const generateEvents = (
  ctx: EventContext,
  slots: readonly ProgramSlot[],
  year: number,
  firstId: number,
  rotations: { festival: Rotation; conference: Rotation },
  main: boolean,
): SeedEvent[] => {
  const { random } = ctx;
  return slots.map((slot, i) => {
    const id = firstId + i;
    const venue = ctx.venues.find((v) => v.id === slot.venueId);
    const venueName = venue?.name ?? 'Osthafen';
    const festival = slot.conference ? null : festivalContent(random, slot, rotations.festival);
    const conference = slot.conference
      ? conferenceContent(random, slot, rotations.conference)
      : null;
    const artists = festival?.artists ?? conference?.artists ?? [];
    const title = festival?.title ?? conference?.title ?? 'Programme';
    const names = artists.map((a) => a.name).join(' & ');
    const description = festival
      ? `${names} at ${venueName}: ${random.pick(ARTIST_QUALITIES)}.` +
        (slot.end === null ? ' No curfew — this one runs until the lights come on.' : '')
      : `${CONFERENCE_FORMATS[conference?.type ?? 'Keynote'].description} With ${names}.`;
    const instagram = festival && random.chance(0.3) ? artists[0]?.name : undefined;
    return {
      id,
      title,
      description,
      startsAt: berlinInstant(slot.day, slot.start),
      endsAt: slot.end === null ? null : berlinInstant(slot.day, slot.end),
      programDay: slot.day,
      conference: slot.conference,
      conferenceType: conference?.type ?? null,
      conferenceTopics: conference?.topics ?? [],
      genreIds: festival?.genreIds ?? [],
      artistIds: artists.map((a) => a.userId),
      venueId: slot.venueId,
      thumbnailFileId: ctx.files.add(
        `event-${id}.svg`,
        bannerSvg(title, `${venueName} · ${slot.day} · ${timeOf(slot.start)}`),
      ),
      year,
      ticketLink: '/shop',
      instagramLink: instagram
        ? `https://www.instagram.com/${instagram.toLowerCase().replace(/[^a-z0-9]+/g, '.')}`
        : null,
      facebookLink:
        festival && random.chance(0.15)
          ? `https://www.facebook.com/events/${random.int(100_000_000, 999_999_999)}`
          : null,
      state: main && random.chance(0.02) ? 'DRAFT' : 'PUBLISHED',
      createdById: slot.conference ? ctx.creators.confManager : ctx.creators.promoter,
      editableByIds: random.chance(0.1) ? [ctx.creators.admin] : [],
      activeInCurrentEventRotation: main && !slot.conference && random.chance(0.1),
      createdAt: daysBefore(random, slot.day, 20, 120),
    };
  });
};
