import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import checkout from '../../../locales/en/checkout.json';
import { ConsumerFields } from './consumer-fields';
import { consumerProblems, EMPTY_CONSUMER, type ConsumerField } from './consumer-rules';

const renderFields = (
  values: typeof EMPTY_CONSUMER,
  touched: Partial<Record<ConsumerField, boolean>>,
) =>
  renderWithTexts(
    <ConsumerFields
      values={values}
      problems={consumerProblems(values)}
      touched={touched}
      onChange={() => undefined}
      onBlur={() => undefined}
    />,
    { checkout },
  );

const allTouched = Object.fromEntries(
  Object.keys(EMPTY_CONSUMER).map((field) => [field, true]),
) as Record<ConsumerField, boolean>;

describe('consumer form messages (spec §5)', () => {
  it('shows nothing before a field was left', async () => {
    await renderFields(EMPTY_CONSUMER, {});
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(screen.queryByText('E-mail is required')).toBeNull();
  });

  it("shows the spec's messages for the fields the user left", async () => {
    await renderFields(EMPTY_CONSUMER, allTouched);
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Gender is required')).toBeTruthy();
    expect(screen.getByText('Date of birth is required')).toBeTruthy();
    expect(screen.getByText('You must accept the terms')).toBeTruthy();
  });

  it('shows the length, e-mail and date messages', async () => {
    await renderFields(
      {
        ...EMPTY_CONSUMER,
        firstName: 'A',
        lastName: 'x'.repeat(50),
        email: 'ada@example',
        dateOfBirth: '2999-01-01',
      },
      allTouched,
    );
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Name must be less than 50 characters')).toBeTruthy();
    expect(screen.getByText('E-mail must be valid')).toBeTruthy();
    expect(screen.getByText('Date of birth must not be in the future')).toBeTruthy();
  });

  it('counts leaving the gender radios or the terms without a choice as leaving the field', async () => {
    const onBlur = vi.fn();
    const view = await renderWithTexts(
      <ConsumerFields
        values={EMPTY_CONSUMER}
        problems={consumerProblems(EMPTY_CONSUMER)}
        touched={{}}
        onChange={() => undefined}
        onBlur={onBlur}
      />,
      { checkout },
    );
    const [male, female] = within(view.container).getAllByRole('radio');
    fireEvent.blur(male!, { relatedTarget: female });
    expect(onBlur).not.toHaveBeenCalledWith('gender');
    fireEvent.blur(female!, {
      relatedTarget: within(view.container).getByLabelText(checkout.fields.terms),
    });
    expect(onBlur).toHaveBeenCalledWith('gender');
    fireEvent.blur(within(view.container).getByLabelText(checkout.fields.terms));
    expect(onBlur).toHaveBeenCalledWith('terms');
  });
});
