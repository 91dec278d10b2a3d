import { describe, expect, it } from 'vitest';
import { consumerProblems, EMPTY_CONSUMER, type ConsumerDraft } from './consumer-rules';

const valid: ConsumerDraft = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  gender: '2',
  dateOfBirth: '1990-12-10',
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  terms: true,
};

describe('consumer form rules (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(consumerProblems(valid)).toEqual({});
  });

  it('reports every required field of an empty form', () => {
    expect(consumerProblems({ ...EMPTY_CONSUMER, country: '' })).toEqual({
      firstName: 'problems.required',
      lastName: 'problems.required',
      email: 'problems.emailRequired',
      gender: 'problems.genderRequired',
      dateOfBirth: 'problems.dateOfBirthRequired',
      street: 'problems.required',
      postalCode: 'problems.required',
      city: 'problems.required',
      country: 'problems.required',
      terms: 'problems.termsRequired',
    });
  });

  it('wants names of 2 to 49 characters', () => {
    expect(consumerProblems({ ...valid, firstName: 'A' }).firstName).toBe('problems.nameMin');
    expect(consumerProblems({ ...valid, lastName: 'x'.repeat(50) }).lastName).toBe(
      'problems.nameMax',
    );
    expect(consumerProblems({ ...valid, lastName: 'x'.repeat(49) }).lastName).toBeUndefined();
  });

  it('wants a valid e-mail', () => {
    expect(consumerProblems({ ...valid, email: 'ada@example' }).email).toBe(
      'problems.emailInvalid',
    );
  });

  it('takes only the gender codes 1, 2 and 9', () => {
    expect(consumerProblems({ ...valid, gender: '9' }).gender).toBeUndefined();
    expect(consumerProblems({ ...valid, gender: '3' }).gender).toBe('problems.genderRequired');
  });

  it('refuses a date of birth in the future', () => {
    expect(consumerProblems({ ...valid, dateOfBirth: '2999-01-01' }).dateOfBirth).toBe(
      'problems.dateOfBirthFuture',
    );
  });
});
