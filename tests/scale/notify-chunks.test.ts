import { describe, expect, it } from 'vitest';
import {
  createReassembler,
  MAX_NOTIFY_BYTES,
  splitNotification,
} from '../../server/bus/notify-chunks';

describe('NOTIFY payload chunks', () => {
  it('sends a payload that fits as it is', () => {
    const text = JSON.stringify({ content: 'x'.repeat(MAX_NOTIFY_BYTES - 20) });
    expect(splitNotification(text, 'id')).toEqual([text]);
  });

  it('splits a long payload into chunks under the limit without cutting a character', () => {
    // 2000 chat characters of 4 bytes each, plus quotes and escapes: far over 8000 bytes.
    const text = JSON.stringify({ content: '🎸"ä'.repeat(2000) });
    const chunks = splitNotification(text, 'm1');
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
      expect(chunk).not.toContain('\uFFFD');
    }
    const reassemble = createReassembler();
    const results = chunks.map(reassemble);
    expect(results.slice(0, -1)).toEqual(chunks.slice(0, -1).map(() => null));
    expect(results.at(-1)).toBe(text);
  });

  it('joins interleaved messages by their id and forgets one whose rest never came', () => {
    const first = JSON.stringify('a'.repeat(20_000));
    const second = JSON.stringify('b'.repeat(20_000));
    const [a0, a1, a2] = splitNotification(first, 'first');
    const [b0, b1, b2] = splitNotification(second, 'second');
    const join = createReassembler();
    expect([a0, b0, a1, b1, a2, b2].map((chunk) => join(chunk ?? ''))).toEqual([
      ...[null, null, null, null],
      first,
      second,
    ]);
    // Room for one waiting message: the first loses its head to the second and never completes.
    const joinOne = createReassembler(1);
    expect([a0, b0, b1, b2, a1, a2].map((chunk) => joinOne(chunk ?? ''))).toEqual([
      ...[null, null, null],
      second,
      ...[null, null],
    ]);
  });

  it('refuses a malformed chunk', () => {
    expect(() => createReassembler()('#id:3:2:x')).toThrow('Malformed bus chunk');
  });
});
