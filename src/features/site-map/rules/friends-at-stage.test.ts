import { describe, expect, it } from 'vitest';
import type { EventDto } from '@/api/contract/program';
import { friendsAtStage } from './friends-at-stage';
import type { StageBoardItem } from './stage-board';

const event = (id: number) => ({ id }) as EventDto;
const stage = (now: EventDto | null, next: EventDto | null): StageBoardItem => ({
  pointId: 1,
  venueId: 7,
  name: 'Main Stage',
  x: 0.5,
  y: 0.5,
  now,
  next,
  mine: [],
});

describe('friendsAtStage', () => {
  const friends = new Map([
    [1, ['Ben', 'Cleo']],
    [2, ['Ben']],
    [3, ['Dana']],
  ]);

  it('names the friends who saved what is on now or next, each once', () => {
    expect(friendsAtStage(stage(event(1), event(2)), friends)).toEqual(['Ben', 'Cleo']);
  });

  it('leaves out friends whose saved set at this stage is neither now nor next', () => {
    expect(friendsAtStage(stage(null, event(2)), friends)).toEqual(['Ben']);
    expect(friendsAtStage(stage(null, null), friends)).toEqual([]);
  });

  it('names nobody without friends', () => {
    expect(friendsAtStage(stage(event(3), null), undefined)).toEqual([]);
  });
});
