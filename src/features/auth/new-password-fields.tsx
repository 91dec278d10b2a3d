import { PasswordInput, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordRulesList } from './password-rules-list';
import { confirmationProblem, passwordProblem } from './register-rules';

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  touchedPassword: boolean;
  touchedConfirmation: boolean;
  onBlurPassword: () => void;
  onBlurConfirmation: () => void;
  passwordLabel: string;
}

/** Password plus confirmation with the live rules checklist; used by register and reset. */
export const NewPasswordFields = (props: NewPasswordFieldsProps) => {
  const { t } = useTranslation('auth');
  const rulesId = useId();
  const problem = passwordProblem(props.password);
  const confirmation = confirmationProblem(props.password, props.confirmation);
  return (
    <Stack gap="sm">
      <PasswordInput
        label={props.passwordLabel}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
        withAsterisk
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.currentTarget.value)}
        onBlur={props.onBlurPassword}
        error={props.touchedPassword && problem ? t(`problems.${problem}`) : undefined}
        aria-describedby={rulesId}
      />
      <PasswordRulesList id={rulesId} password={props.password} />
      <PasswordInput
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
        withAsterisk
        value={props.confirmation}
        onChange={(event) => props.onConfirmationChange(event.currentTarget.value)}
        onBlur={props.onBlurConfirmation}
        error={
          props.touchedConfirmation && confirmation ? t(`problems.${confirmation}`) : undefined
        }
      />
    </Stack>
  );
};
