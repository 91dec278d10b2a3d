import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { CONFERENCE_TOPICS, CONFERENCE_TYPES } from '../../src/api/contract/conference';
import { DEMO_ACCOUNTS } from '../../server/seed/data/demo-accounts';
import { generateSeed } from '../../server/seed/generate-seed';

const seed = generateSeed();
const berlin = (instant: Date) => new TZDate(instant.getTime(), 'Europe/Berlin');
const minutesOfDay = (instant: Date) =>
  berlin(instant).getHours() * 60 + berlin(instant).getMinutes();
const mainEvents = seed.events.filter((e) => e.year === 2025);

describe('generated demo festival', () => {
  it('has the promised amounts of everything', () => {
    expect(seed.events.length).toBeGreaterThanOrEqual(150);
    expect(mainEvents.length).toBeGreaterThanOrEqual(150);
    expect(seed.users.filter((u) => u.roles.includes('ROLE_ARTIST')).length).toBeGreaterThanOrEqual(
      80,
    );
    expect(
      seed.users.filter((u) => u.roles.length === 1 && u.roles[0] === 'ROLE_USER').length,
    ).toBeGreaterThanOrEqual(60);
    expect(seed.venues.length).toBeGreaterThanOrEqual(10);
    expect(seed.genres.length).toBeGreaterThanOrEqual(25);
    expect(seed.tags.length).toBeGreaterThanOrEqual(40);
    expect(seed.companies).toHaveLength(30);
    expect(seed.paymentMethods).toHaveLength(3);
    expect(seed.posts.some((p) => p.likedByIds.length > 0 && p.comments.length > 0)).toBe(true);
  });

  it('sells at least four products in euro cents with exactly one sold out', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(4);
    expect(seed.products.filter((p) => p.soldOut).map((p) => p.name)).toEqual(['VIP Pass']);
    for (const product of seed.products) {
      expect(Number.isInteger(product.price)).toBe(true);
      expect(product.currency).toBe('EUR');
      // German and English, one block each (the shop shows the reader's).
      expect(product.additionalInformation).toMatch(
        /^<div lang="de">.*inkl\. 19 % MwSt\..*<\/div><div lang="en">.*19 % VAT.*<\/div>$/,
      );
    }
    expect(seed.vouchers).toContainEqual(
      expect.objectContaining({ code: 'EARLYBIRD10', percentOff: 10 }),
    );
  });

  it('spreads the main edition over at least four Berlin days and offers 2024 and 2025', () => {
    const days = new Set(mainEvents.map((e) => e.programDay));
    expect(days.size).toBeGreaterThanOrEqual(4);
    expect([...days].sort()[0]).toBe('2025-08-13');
    expect(seed.events.some((e) => e.year === 2024)).toBe(true);
    expect(seed.settings).toEqual({ yearOptions: [2024, 2025], defaultYear: 2025 });
  });

  it('uses only the conference types and topics of spec §9', () => {
    expect(CONFERENCE_TOPICS).toHaveLength(38);
    expect(CONFERENCE_TYPES).toHaveLength(10);
    const sessions = seed.events.filter((e) => e.conference);
    expect(sessions.length).toBeGreaterThan(20);
    for (const session of sessions) {
      expect(CONFERENCE_TYPES).toContain(session.conferenceType);
      expect(session.conferenceTopics.length).toBeGreaterThan(0);
      for (const topic of session.conferenceTopics) expect(CONFERENCE_TOPICS).toContain(topic);
    }
    for (const show of seed.events.filter((e) => !e.conference)) {
      expect(show.conferenceType).toBeNull();
      expect(show.conferenceTopics).toEqual([]);
    }
  });

  it('runs the conference by day and the festival by night in Berlin time', () => {
    for (const session of seed.events.filter((e) => e.conference)) {
      expect(minutesOfDay(session.startsAt)).toBeGreaterThanOrEqual(9 * 60);
      expect(session.endsAt && minutesOfDay(session.endsAt)).toBeLessThanOrEqual(17 * 60);
      expect(berlin(session.startsAt).getDate()).toBe(
        berlin(session.endsAt ?? session.startsAt).getDate(),
      );
    }
    const shows = seed.events.filter((e) => !e.conference);
    for (const show of shows) {
      const start = minutesOfDay(show.startsAt);
      expect(start >= 18 * 60 || start < 6 * 60).toBe(true);
      if (show.endsAt)
        expect(show.endsAt.getTime() - show.startsAt.getTime()).toBeGreaterThanOrEqual(3_600_000);
    }
    const crossesMidnight = shows.filter(
      (e) => e.endsAt && berlin(e.endsAt).getDate() !== berlin(e.startsAt).getDate(),
    );
    expect(crossesMidnight.length).toBeGreaterThan(10);
    expect(shows.filter((e) => e.endsAt === null).length).toBeGreaterThan(0);
  });

  it('builds instants from Berlin wall-clock time (CEST in August)', () => {
    const opening = mainEvents.find((e) => !e.conference && minutesOfDay(e.startsAt) === 18 * 60);
    expect(opening?.startsAt.toISOString()).toBe(`${opening?.programDay}T16:00:00.000Z`);
  });

  it('gives every account a unique e-mail and a unique nickname of at most 20 characters', () => {
    const emails = seed.users.map((u) => u.email);
    const names = seed.users.map((u) => u.name.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(names).size).toBe(names.length);
    for (const user of seed.users) {
      expect(user.email).toBe(user.email.toLowerCase());
      expect(user.name.length).toBeLessThanOrEqual(20);
    }
  });

  it('has one demo login per role and phantom artists that cannot log in', () => {
    const byEmail = (email: string) => seed.users.find((u) => u.email === email);
    expect(byEmail('admin@festival.test')?.roles).toContain('ROLE_ADMIN');
    expect(byEmail('promoter@festival.test')?.roles).toContain('ROLE_PROMOTER');
    expect(byEmail('conf@festival.test')?.roles).toContain('ROLE_CONF_MANAGER');
    expect(byEmail('artist@festival.test')?.roles).toContain('ROLE_ARTIST');
    expect(byEmail('user@festival.test')?.roles).toEqual(['ROLE_USER']);
    expect(byEmail('ticket@festival.test')?.roles).toContain('ROLE_TICKET_25');
    expect(byEmail('gate@festival.test')?.roles).toContain('ROLE_GATE');
    // The demo logins come first, in their documented order: ids 1 to 7.
    expect(seed.users.slice(0, DEMO_ACCOUNTS.length).map((u) => [u.id, u.email])).toEqual(
      DEMO_ACCOUNTS.map((account, i) => [i + 1, account.email]),
    );
    const phantoms = seed.users.filter((u) => u.roles.includes('ROLE_PHANTOM'));
    expect(phantoms.length).toBeGreaterThanOrEqual(4);
    expect(phantoms.every((u) => !u.canLogIn && u.firstLogin)).toBe(true);
    expect(seed.orders.flatMap((o) => o.tickets).every((t) => t.code.length === 12)).toBe(true);
  });

  it('gives two runs the same data', () => {
    expect(JSON.stringify(generateSeed())).toBe(JSON.stringify(seed));
  });
});

describe('seed options', () => {
  it('SEED_TODAY starts the main edition on the Berlin day of `now` with something on now', () => {
    const now = new Date('2026-11-21T10:30:00Z');
    const today = generateSeed({ today: true, now });
    const main = today.events.filter((e) => e.year === 2026);
    expect([...new Set(main.map((e) => e.programDay))].sort()[0]).toBe('2026-11-21');
    expect(today.settings).toEqual({ yearOptions: [2025, 2026], defaultYear: 2026 });
    expect(main.some((e) => e.startsAt <= now && e.endsAt !== null && e.endsAt > now)).toBe(true);
  });

  it('scales events and users exactly and lengthens the edition', () => {
    const big = generateSeed({ events: 1200, users: 2500 });
    expect(big.events).toHaveLength(1200);
    expect(big.users).toHaveLength(2500);
    expect(big.plan.main.days).toBeGreaterThan(5);
    expect(new Set(big.users.map((u) => u.name.toLowerCase())).size).toBe(2500);
  });

  it('keeps nights correct across the end of daylight saving time', () => {
    const autumn = generateSeed({ today: true, now: new Date('2025-10-24T12:00:00Z') });
    const night = autumn.events.filter(
      (e) =>
        !e.conference &&
        e.programDay === '2025-10-25' &&
        e.endsAt &&
        minutesOfDay(e.endsAt) === 6 * 60,
    );
    expect(night.length).toBeGreaterThan(0);
    // 06:00 on 26 October is already CET (UTC+1).
    for (const show of night) expect(show.endsAt?.toISOString()).toBe('2025-10-26T05:00:00.000Z');
  });
});
