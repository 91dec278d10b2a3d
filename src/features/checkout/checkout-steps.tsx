import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['steps.consumer', 'steps.bill', 'steps.pay'] as const;

/**
 * Spec §2 Checkout: consumer form, bill and payment method, payment hand-off. On a phone only the
 * current step is named, so the three fit in one row.
 */
export const CheckoutSteps = ({ active }: { active: 0 | 1 | 2 }) => {
  const { t } = useTranslation('checkout');
  return (
    <Stepper active={active} size="xs" allowNextStepsSelect={false} wrap={false}>
      {STEPS.map((key, index) => (
        <Stepper.Step
          key={key}
          label={index === active ? t(key) : undefined}
          aria-current={index === active ? 'step' : undefined}
          // A step showing only its number (or a tick) is named with it (WCAG 2.5.3, label in
          // name); the current one is named by what it shows.
          aria-label={
            index === active ? undefined : t('steps.numbered', { number: index + 1, name: t(key) })
          }
        />
      ))}
    </Stepper>
  );
};
