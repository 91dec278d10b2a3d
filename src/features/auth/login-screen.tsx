import {
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPath, signin } from '@/api/auth';
import { describeFailure } from '@/api/client';
import { setSession } from '@/api/session';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { AuthCard } from './auth-card';
import { loginFailure, retryAfterOf, type AuthFailure } from './auth-failures';
import { FailureAlert } from './failure-alert';
import { toSigninRequest, validateLogin } from './login-rules';
import { useSecondsLeft, waitOf } from './use-seconds-left';
import { useFormFields } from './use-form-fields';

interface LoginScreenProps {
  /** Where to go after login (the `redirect` query); only app paths are followed. */
  redirect?: string;
  /** Room for the social-login button (spec §2), shown below the form when given. */
  socialLogin?: ReactNode;
}

export const LoginScreen = ({ redirect, socialLogin }: LoginScreenProps) => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useFormFields({ email: '', password: '' });
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const problems = validateLogin(form.values);
  const waiting = useSecondsLeft(waitOf(failure)) > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const user = await signin(toSigninRequest(form.values));
      setSession(user);
      await navigate({ href: landingPath(user, safeRedirectPath(redirect)) });
    } catch (error) {
      setFailure(
        loginFailure({ ...describeFailure(error), retryAfterSeconds: retryAfterOf(error) }),
      );
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FailureAlert failure={failure} />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            withAsterisk
            value={form.values.email}
            onChange={(event) => form.set('email', event.currentTarget.value)}
            onBlur={() => form.touch('email')}
            error={form.touched.email && problems.email ? t('problems.required') : undefined}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
            withAsterisk
            value={form.values.password}
            onChange={(event) => form.set('password', event.currentTarget.value)}
            onBlur={() => form.touch('password')}
            error={form.touched.password && problems.password ? t('problems.required') : undefined}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/u/reset/password/request" size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={submitting} disabled={waiting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {socialLogin && (
        <>
          <Divider label={t('login.or')} labelPosition="center" my="md" />
          {socialLogin}
        </>
      )}
      <Text ta="center" size="sm" mt="lg">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/register" fw={700}>
          {t('login.toRegister')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
