import { describe, expect, it } from 'vitest';
import {
  type ClashEvent,
  findGroupClashes,
  type GroupMember,
  indexProgram,
  titleKey,
} from './group-clash';

const event = (
  id: number,
  dateTime: string,
  end: string | null,
  extra: Partial<ClashEvent> = {},
): ClashEvent => ({
  id,
  title: `Act ${id}`,
  dateTime,
  end,
  conference: false,
  year: 2025,
  artists: [],
  ...extra,
});

const member = (id: number, plan: Record<number, 'must' | 'maybe' | 'none'>): GroupMember => ({
  id,
  plan: Object.entries(plan).map(([eventId, priority]) => ({ eventId: Number(eventId), priority })),
});

describe('findGroupClashes', () => {
  it('finds where the group splits between two must-sees and proposes the repeat', () => {
    const program = [
      event(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00', { title: 'Moderat' }),
      event(2, '2025-08-15T21:30:00+02:00', '2025-08-15T22:30:00+02:00', { title: 'Kraftklub' }),
      // Moderat again the next evening, on another stage: a free slot.
      event(3, '2025-08-16T20:00:00+02:00', '2025-08-16T21:00:00+02:00', { title: 'MODERAT ' }),
    ];
    const { clashes, maybes } = findGroupClashes(program, [
      member(10, { 1: 'must' }),
      member(11, { 2: 'must' }),
      member(12, { 2: 'must' }),
    ]);
    expect(maybes).toEqual([]);
    expect(clashes).toEqual([
      {
        dayKey: '2025-08-15',
        first: { eventId: 1, memberIds: [10] },
        second: { eventId: 2, memberIds: [11, 12] },
        splits: true,
        proposals: [{ eventId: 1, memberIds: [10], repeatId: 3, togetherId: 2 }],
      },
    ]);
  });

  it('takes a repeat by the same artist under another title, but not one that clashes too', () => {
    const artist = [{ id: 77 }];
    const program = [
      event(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00', { artists: artist }),
      event(2, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      // The artist's late set clashes with another must-see of the group: no use.
      event(3, '2025-08-16T18:00:00+02:00', '2025-08-16T19:00:00+02:00', {
        title: 'Late set',
        artists: artist,
      }),
      event(4, '2025-08-16T18:30:00+02:00', '2025-08-16T19:30:00+02:00'),
      event(5, '2025-08-17T18:00:00+02:00', '2025-08-17T19:00:00+02:00', {
        title: 'Acoustic',
        artists: artist,
      }),
      // Last year's set of the same artist is no repeat.
      event(6, '2024-08-17T18:00:00+02:00', null, { artists: artist, year: 2024 }),
    ];
    const { clashes } = findGroupClashes(program, [
      member(1, { 1: 'must', 4: 'must' }),
      member(2, { 2: 'must' }),
    ]);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]!.proposals).toEqual([
      { eventId: 1, memberIds: [1], repeatId: 5, togetherId: 2 },
    ]);
  });

  it('proposes a repeat that clashes only with the must-see of someone who need not go there', () => {
    const program = [
      event(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00', { title: 'Solo' }),
      event(2, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      event(3, '2025-08-16T21:00:00+02:00', '2025-08-16T22:00:00+02:00', { title: 'solo' }),
      event(4, '2025-08-16T21:00:00+02:00', '2025-08-16T22:00:00+02:00'),
    ];
    const { clashes } = findGroupClashes(program, [
      member(1, { 1: 'must' }),
      member(2, { 2: 'must', 4: 'must' }),
    ]);
    expect(clashes[0]!.proposals).toEqual([
      { eventId: 1, memberIds: [1], repeatId: 3, togetherId: 2 },
    ]);
  });

  it('is no split when one person has two must-sees at once, and proposes nothing without repeats', () => {
    const program = [
      event(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      event(2, '2025-08-15T21:59:00+02:00', '2025-08-15T23:00:00+02:00'),
      // Back to back (half-open intervals) is no clash.
      event(3, '2025-08-15T23:00:00+02:00', '2025-08-15T23:30:00+02:00'),
    ];
    const { clashes } = findGroupClashes(program, [member(1, { 1: 'must', 2: 'must', 3: 'must' })]);
    expect(clashes).toEqual([
      {
        dayKey: '2025-08-15',
        first: { eventId: 1, memberIds: [1] },
        second: { eventId: 2, memberIds: [1] },
        splits: false,
        proposals: [],
      },
    ]);
  });

  it('sets a maybe against a must-see: its repeat when free, else nothing to keep', () => {
    const program = [
      event(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      event(2, '2025-08-15T21:30:00+02:00', '2025-08-15T22:30:00+02:00', { title: 'Maybe band' }),
      event(3, '2025-08-16T21:30:00+02:00', '2025-08-16T22:30:00+02:00', { title: 'maybe-band' }),
      event(4, '2025-08-15T21:15:00+02:00', null),
    ];
    const { clashes, maybes } = findGroupClashes(program, [
      member(1, { 1: 'must' }),
      member(2, { 2: 'maybe', 4: 'none' }),
    ]);
    expect(clashes).toEqual([]);
    expect(maybes).toEqual([
      { dayKey: '2025-08-15', memberId: 2, maybeId: 2, mustId: 1, mustMemberIds: [1], repeatId: 3 },
      {
        dayKey: '2025-08-15',
        memberId: 2,
        maybeId: 4,
        mustId: 1,
        mustMemberIds: [1],
        repeatId: null,
      },
    ]);
  });

  it('a maybe that another member must see is part of that must clash, not a maybe clash', () => {
    const program = [
      event(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00'),
      event(2, '2025-08-15T21:30:00+02:00', '2025-08-15T22:30:00+02:00'),
    ];
    const { clashes, maybes } = findGroupClashes(program, [
      member(1, { 1: 'must', 2: 'maybe' }),
      member(2, { 2: 'must' }),
    ]);
    expect(clashes).toHaveLength(1);
    expect(maybes).toEqual([]);
  });

  describe('night boundaries (the festival day ends at 06:00)', () => {
    it('a set across midnight clashes with one after midnight and both belong to the evening', () => {
      const program = [
        event(1, '2025-08-15T23:30:00+02:00', '2025-08-16T01:30:00+02:00'),
        event(2, '2025-08-16T01:00:00+02:00', '2025-08-16T02:00:00+02:00'),
        // The repeat is at 00:30 two calendar days later: still the night of the 16th.
        event(3, '2025-08-17T00:30:00+02:00', '2025-08-17T01:30:00+02:00', { title: 'Act 2' }),
      ];
      const { clashes } = findGroupClashes(program, [
        member(1, { 1: 'must' }),
        member(2, { 2: 'must' }),
      ]);
      expect(clashes).toEqual([
        {
          dayKey: '2025-08-15',
          first: { eventId: 1, memberIds: [1] },
          second: { eventId: 2, memberIds: [2] },
          splits: true,
          proposals: [{ eventId: 2, memberIds: [2], repeatId: 3, togetherId: 1 }],
        },
      ]);
    });

    it('an open end lasts an hour, not until the morning: 05:30 and 06:45 do not clash', () => {
      const program = [
        event(1, '2025-08-16T05:30:00+02:00', null),
        event(2, '2025-08-16T06:45:00+02:00', '2025-08-16T08:00:00+02:00'),
        event(3, '2025-08-16T06:00:00+02:00', '2025-08-16T07:00:00+02:00'),
      ];
      const { clashes } = findGroupClashes(program, [
        member(1, { 1: 'must', 2: 'must' }),
        member(2, { 3: 'must' }),
      ]);
      // 05:30 is still the night of the 15th; 06:00 starts the 16th's festival day.
      expect(
        clashes.map((clash) => [clash.dayKey, clash.first.eventId, clash.second.eventId]),
      ).toEqual([
        ['2025-08-15', 1, 3],
        ['2025-08-16', 3, 2],
      ]);
    });

    it('a conference session keeps its calendar day', () => {
      const program = [
        event(1, '2025-08-16T01:00:00+02:00', '2025-08-16T02:00:00+02:00', { conference: true }),
        event(2, '2025-08-16T01:30:00+02:00', '2025-08-16T02:30:00+02:00'),
      ];
      const { clashes } = findGroupClashes(program, [
        member(1, { 1: 'must' }),
        member(2, { 2: 'must' }),
      ]);
      expect(clashes[0]!.dayKey).toBe('2025-08-16');
    });
  });

  it('answers the same with a stored index, for another choice of friends', () => {
    const program = [
      event(1, '2025-08-15T21:00:00+02:00', '2025-08-15T22:00:00+02:00', { title: 'Moderat' }),
      event(2, '2025-08-15T21:30:00+02:00', '2025-08-15T22:30:00+02:00'),
      event(3, '2025-08-16T20:00:00+02:00', '2025-08-16T21:00:00+02:00', { title: 'Moderat' }),
    ];
    const index = indexProgram(program);
    const group = [member(10, { 1: 'must' }), member(11, { 2: 'must' })];
    expect(findGroupClashes(index, group)).toEqual(findGroupClashes(program, group));
    expect(findGroupClashes(index, group.slice(0, 1))).toEqual({ clashes: [], maybes: [] });
    expect(findGroupClashes(index, group)).toEqual(findGroupClashes(program, group));
  });

  it('skips plan entries whose event is not in the program', () => {
    const program = [event(1, '2025-08-15T21:00:00+02:00', null)];
    expect(findGroupClashes(program, [member(1, { 1: 'must', 99: 'must' })])).toEqual({
      clashes: [],
      maybes: [],
    });
  });

  it('keys titles without case, spacing and punctuation', () => {
    expect(titleKey('  The  Notwist!')).toBe(titleKey('the notwist'));
    expect(titleKey('Bär')).not.toBe(titleKey('Bar'));
  });
});
