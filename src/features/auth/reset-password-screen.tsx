import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '@/api/auth';
import { describeFailure } from '@/api/client';
import { notifySuccess } from '@/lib/notify';
import { AuthCard } from './auth-card';
import { messageFailure, type AuthFailure } from './auth-failures';
import { FailureAlert } from './failure-alert';
import { NewPasswordFields } from './new-password-fields';
import { confirmationProblem, passwordProblem } from './register-rules';
import { useFormFields } from './use-form-fields';

/** Sets a new password from the e-mailed link (user id and token in the path). */
export const ResetPasswordScreen = ({ userId, token }: { userId: number; token: string }) => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useFormFields({ password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const valid =
    !passwordProblem(form.values.password) &&
    !confirmationProblem(form.values.password, form.values.confirmPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!valid) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await resetPassword({ userId, token, password: form.values.password });
      notifySuccess(t('resetPassword.success'));
      await navigate({ to: '/login', replace: true });
    } catch (error) {
      setFailure(messageFailure(describeFailure(error)));
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.intro')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FailureAlert failure={failure} />
          <NewPasswordFields
            passwordLabel={t('fields.newPassword')}
            password={form.values.password}
            confirmation={form.values.confirmPassword}
            onPasswordChange={(value) => form.set('password', value)}
            onConfirmationChange={(value) => form.set('confirmPassword', value)}
            touchedPassword={form.touched.password === true}
            touchedConfirmation={form.touched.confirmPassword === true}
            onBlurPassword={() => form.touch('password')}
            onBlurConfirmation={() => form.touch('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth disabled={!valid} loading={submitting}>
            {t('resetPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to="/login">
          {t('resetPassword.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
