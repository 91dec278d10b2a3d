import { describe, expect, it } from 'vitest';
import { eventType } from './event-type';
import { makeEvent } from './event-fixture';

describe('eventType', () => {
  it('is conference when the flag is set and festival otherwise', () => {
    expect(eventType(makeEvent({ id: 1, conference: true }))).toBe('conference');
    expect(eventType(makeEvent({ id: 2, conference: false }))).toBe('festival');
  });
});
