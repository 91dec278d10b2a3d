import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordReset } from '@/api/auth';
import { describeFailure } from '@/api/client';
import { AuthCard } from './auth-card';
import { messageFailure, type AuthFailure } from './auth-failures';
import { FailureAlert } from './failure-alert';
import { isEmailValid, isFilled } from './register-rules';

/** Asks for a reset link; the answer never tells whether the e-mail has an account. */
export const ResetRequestScreen = () => {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const problem = !isFilled(email) ? 'required' : !isEmailValid(email) ? 'invalidEmail' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      const { status, message } = describeFailure(error);
      // Only trouble reaching the server is worth telling; anything else reads as "sent".
      if (status === null || status >= 500) setFailure(messageFailure({ status, message }));
      else setSent(true);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('resetRequest.title')}>
      {sent ? (
        <Alert color="teal" variant="light" role="status">
          {t('resetRequest.sent')}
        </Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text c="dimmed">{t('resetRequest.intro')}</Text>
            <FailureAlert failure={failure} />
            <TextInput
              label={t('fields.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              withAsterisk
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched && problem ? t(`problems.${problem}`) : undefined}
            />
            <Button type="submit" size="md" fullWidth loading={submitting}>
              {t('resetRequest.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to="/login">
          {t('resetRequest.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
