import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('zod without JIT', () => {
  it('is what zod itself reads as its config', () => {
    expect(config().jitless).toBe(true);
  });

  it('still parses objects', () => {
    const schema = z.object({ id: z.number().int(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'a', extra: true })).toEqual({ id: 1, name: 'a' });
    expect(schema.safeParse({ id: 1.5, name: 'a' }).success).toBe(false);
  });
});
