import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signupRequest } from './auth';
import { personName } from './checkout';
import { API_MESSAGES } from './common';
import { adminUserUpdate, artistInput, eventInput, newUserRequest, venueInput } from './management';
import { userUpdateRequest } from './people';

/** The messages of a refused value, or [] when it passes. */
const problems = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

const pick = (schema: z.ZodType, field: string) =>
  (schema as unknown as { shape: Record<string, z.ZodType> }).shape[field]!;

describe('single-line fields (issue #43)', () => {
  const fields: [string, z.ZodType][] = [
    ['event title', pick(eventInput, 'title')],
    ['artist name', pick(artistInput, 'name')],
    ['venue name', pick(venueInput, 'name')],
    ['sign-up first name', pick(signupRequest, 'firstName')],
    ['sign-up last name', pick(signupRequest, 'lastName')],
    ['sign-up nickname', pick(signupRequest, 'name')],
    ['profile first name', pick(userUpdateRequest, 'firstName')],
    ['profile nickname', pick(userUpdateRequest, 'name')],
    ['staff: new user first name', pick(newUserRequest, 'firstName')],
    ['staff: user edit username', pick(adminUserUpdate, 'username')],
    ['checkout name', personName],
  ];

  it.each(fields)('the %s refuses a line break with a message', (_, schema) => {
    for (const broken of ['Night\nSet', 'Night\r\nSet', 'Night\u2028Set']) {
      expect(problems(schema, broken)).toEqual([API_MESSAGES.lineBreak]);
    }
    expect(problems(schema, 'Night Set')).toEqual([]);
  });

  it('trims a trailing line break instead of refusing it', () => {
    expect(problems(pick(eventInput, 'title'), 'Night Set\n')).toEqual([]);
  });
});
