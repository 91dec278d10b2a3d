import { CONSUMER_MESSAGES, consumerForm, type ConsumerInput } from '@/api/contract/checkout';

/** What the form holds while the user types (every field a string or a tick). */
export interface ConsumerDraft {
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  dateOfBirth: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  terms: boolean;
}

export type ConsumerField = keyof ConsumerDraft;

export const EMPTY_CONSUMER: ConsumerDraft = {
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
  dateOfBirth: '',
  street: '',
  postalCode: '',
  city: '',
  country: 'DE',
  terms: false,
};

/** The `checkout:problems.*` key of each spec §5 message the contract's schema reports. */
const MESSAGE_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(CONSUMER_MESSAGES).map(([key, message]) => [message, `problems.${key}`]),
);

const FIELD_OF_PATH: Record<string, ConsumerField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  gender: 'gender',
  date_of_birth: 'dateOfBirth',
  'address.street': 'street',
  'address.postalCode': 'postalCode',
  'address.city': 'city',
  'address.country': 'country',
  terms: 'terms',
};

/** The draft in the contract's shape (what the server receives, plus the terms tick). */
export const toConsumerInput = (draft: ConsumerDraft): ConsumerInput & { terms: boolean } => ({
  firstName: draft.firstName,
  lastName: draft.lastName,
  email: draft.email,
  gender: (draft.gender === '' ? undefined : Number(draft.gender)) as ConsumerInput['gender'],
  date_of_birth: draft.dateOfBirth,
  address: {
    street: draft.street,
    postalCode: draft.postalCode,
    city: draft.city,
    country: draft.country,
  },
  ip: null,
  terms: draft.terms,
});

/**
 * Spec §5 Consumer form, checked with the contract's own schema (the server runs the same):
 * each field's first problem as a `checkout:` translation key.
 */
export const consumerProblems = (draft: ConsumerDraft): Partial<Record<ConsumerField, string>> => {
  const result = consumerForm.safeParse(toConsumerInput(draft));
  if (result.success) return {};
  const problems: Partial<Record<ConsumerField, string>> = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF_PATH[issue.path.join('.')];
    if (!field || problems[field]) continue;
    problems[field] = MESSAGE_KEYS[issue.message] ?? 'problems.required';
  }
  return problems;
};
