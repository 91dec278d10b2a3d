/**
 * A small, hand-made program for the program and favourites tests, written straight into the
 * database: two venues, three genres, artists and speakers, published and draft events in
 * 2025 (around Berlin midnight) and one 2024 event.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../src/api/contract/common';
import type { Database } from '../../server/db/client';
import { files } from '../../server/db/schema/files';
import { userGenres } from '../../server/db/schema/people';
import {
  eventArtists,
  eventEditors,
  eventGenres,
  events,
  venues,
} from '../../server/db/schema/program';
import { genres } from '../../server/db/schema/reference';
import { userRoles, users } from '../../server/db/schema/users';
import { sessionToken } from '../helpers/app';

/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface PersonInput {
  name: string;
  roles: Role[];
  roleLabel?: string | null;
  visibleOnWebsite?: boolean;
  imageFileId?: number | null;
  years?: number[];
}

export interface Person {
  id: number;
  /** Access token (phantoms and people without a login get one too; it is simply refused). */
  token: string;
}

export interface ProgramFixture {
  imageId: number;
  genres: { techno: number; house: number; ambient: number };
  venues: { hall: number; club: number };
  people: {
    ellen: Person;
    speaker: Person;
    hidden: Person;
    member: Person;
    creator: Person;
    editor: Person;
    admin: Person;
  };
  events: {
    /** 2025-08-15T23:30+02:00, Berlin day 2025-08-15. */
    lateNight: number;
    /** 2025-08-16T01:00+02:00, a festival set of the night of 2025-08-15. */
    afterMidnight: number;
    /** 2025-08-15T10:00+02:00, a conference session. */
    keynote: number;
    /** 2025-08-16T20:00+02:00, a draft of `creator`, edited by `editor`. */
    draft: number;
    /** 2024-08-15T22:00+02:00. */
    lastYear: number;
  };
}

async function insertPerson(
  db: Database,
  app: FastifyInstance,
  input: PersonInput,
): Promise<Person> {
  const [row] = await db
    .insert(users)
    .values({
      email: `${input.name.toLowerCase().replace(/\W+/g, '-')}@example.org`,
      name: input.name,
      firstName: 'First',
      lastName: input.name,
      confirmed: true,
      roleLabel: input.roleLabel ?? null,
      visibleOnWebsite: input.visibleOnWebsite ?? true,
      imageFileId: input.imageFileId ?? null,
      years: input.years ?? [],
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  await db.insert(userRoles).values(input.roles.map((role) => ({ userId: row.id, role })));
  return { id: row.id, token: await sessionToken(app, row.id) };
}

async function insertEvent(db: Database, values: typeof events.$inferInsert): Promise<number> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error('event not inserted');
  return row.id;
}

export async function seedProgram(db: Database, app: FastifyInstance): Promise<ProgramFixture> {
  const [image] = await db
    .insert(files)
    .values({
      mime: 'image/png',
      bytes: PNG_BYTES,
      size: PNG_BYTES.byteLength,
      width: 1,
      height: 1,
      sha256: createHash('sha256').update(PNG_BYTES).digest('hex'),
    })
    .returning({ id: files.id });
  if (!image) throw new Error('file not inserted');
  const genreRows = await db
    .insert(genres)
    .values([{ name: 'Techno' }, { name: 'House' }, { name: 'Ambient' }])
    .returning({ id: genres.id });
  const [techno, house, ambient] = genreRows.map((row) => row.id) as [number, number, number];
  const venueRows = await db
    .insert(venues)
    .values([
      { name: 'Halle am Wasser', latitude: 52.5, longitude: 13.45, imageFileId: image.id },
      { name: 'Club Ost', website: 'https://club-ost.example' },
    ])
    .returning({ id: venues.id });
  const [hall, club] = venueRows.map((row) => row.id) as [number, number];

  const person = (input: PersonInput) => insertPerson(db, app, input);
  const ellen = await person({
    name: 'Ellen Allien',
    roles: ['ROLE_ARTIST'],
    roleLabel: 'Artist',
    imageFileId: image.id,
    years: [2024, 2025],
  });
  const speaker = await person({
    name: 'Ada Speaker',
    roles: ['ROLE_ARTIST'],
    roleLabel: 'Speaker',
    years: [2025],
  });
  const hidden = await person({
    name: 'Bea Hidden',
    roles: ['ROLE_ARTIST'],
    visibleOnWebsite: false,
  });
  const member = await person({ name: 'Mia Member', roles: ['ROLE_USER'] });
  const creator = await person({ name: 'Carl Creator', roles: ['ROLE_PROMOTER'] });
  const editor = await person({ name: 'Eda Editor', roles: ['ROLE_USER'] });
  const admin = await person({ name: 'Alma Admin', roles: ['ROLE_ADMIN'] });
  await db.insert(userGenres).values([
    { userId: ellen.id, genreId: techno },
    { userId: ellen.id, genreId: ambient },
  ]);

  const lateNight = await insertEvent(db, {
    title: 'Late Night',
    dateTime: new Date('2025-08-15T23:30:00+02:00'),
    endTime: new Date('2025-08-16T03:00:00+02:00'),
    year: 2025,
    venueId: hall,
    thumbnailFileId: image.id,
    createdBy: creator.id,
  });
  const afterMidnight = await insertEvent(db, {
    title: 'After Midnight',
    dateTime: new Date('2025-08-16T01:00:00+02:00'),
    year: 2025,
    venueId: club,
  });
  const keynote = await insertEvent(db, {
    title: 'Keynote',
    dateTime: new Date('2025-08-15T10:00:00+02:00'),
    year: 2025,
    conference: true,
    conferenceType: 'Keynote',
    conferenceTopics: ['AI', 'Data'],
  });
  const draft = await insertEvent(db, {
    title: 'Secret Draft',
    dateTime: new Date('2025-08-16T20:00:00+02:00'),
    year: 2025,
    state: 'DRAFT',
    createdBy: creator.id,
  });
  const lastYear = await insertEvent(db, {
    title: 'Last Year',
    dateTime: new Date('2024-08-15T22:00:00+02:00'),
    year: 2024,
  });
  await db.insert(eventArtists).values([
    { eventId: lateNight, userId: speaker.id, position: 1 },
    { eventId: lateNight, userId: ellen.id, position: 0 },
    { eventId: keynote, userId: speaker.id, position: 0 },
  ]);
  await db.insert(eventGenres).values([
    { eventId: lateNight, genreId: techno },
    { eventId: lateNight, genreId: house },
    { eventId: draft, genreId: ambient },
    { eventId: lastYear, genreId: ambient },
  ]);
  await db.insert(eventEditors).values({ eventId: draft, userId: editor.id });

  return {
    imageId: image.id,
    genres: { techno, house, ambient },
    venues: { hall, club },
    people: { ellen, speaker, hidden, member, creator, editor, admin },
    events: { lateNight, afterMidnight, keynote, draft, lastYear },
  };
}
