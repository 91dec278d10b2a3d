import { describe, expect, it } from 'vitest';
import { flag, oneOf, searchReader, text, wholeNumber } from './search-params';

describe('search param readers', () => {
  it('keep listed values only', () => {
    const tab = oneOf(['events', 'artists'] as const);
    expect(tab('artists')).toBe('artists');
    expect(tab('venues')).toBeUndefined();
    expect(tab(1)).toBeUndefined();
  });

  it('read whole numbers within the minimum, coercing only when asked', () => {
    expect(wholeNumber({ min: 0 })(3)).toBe(3);
    expect(wholeNumber({ min: 0 })(-1)).toBeUndefined();
    expect(wholeNumber()(1.5)).toBeUndefined();
    expect(wholeNumber()('3')).toBeUndefined();
    expect(wholeNumber({ min: 1, coerce: true })('12')).toBe(12);
    expect(wholeNumber({ min: 1, coerce: true })('0')).toBeUndefined();
    expect(wholeNumber({ coerce: true })('x')).toBeUndefined();
  });

  it('read texts within their length and booleans as such', () => {
    expect(text(3)('abc')).toBe('abc');
    expect(text(3)('abcd')).toBeUndefined();
    expect(text(3, 1)('')).toBeUndefined();
    expect(text(3)(5)).toBeUndefined();
    expect(flag(true)).toBe(true);
    expect(flag('true')).toBeUndefined();
  });

  it('leave absent and unreadable params out of the result', () => {
    const read = searchReader({ tab: oneOf(['events'] as const), page: wholeNumber({ min: 0 }) });
    expect(read({ tab: 'events', page: 2, other: 'x' })).toStrictEqual({ tab: 'events', page: 2 });
    expect(read({ tab: 'nope', page: -1 })).toStrictEqual({});
  });
});
