import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { landingPath } from '@/api/auth';
import { EMAIL_PATTERN } from '@/api/contract/auth';
import { setSession } from '@/api/session';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { AuthCard } from './auth-card';
import {
  completeSocialLogin,
  verifySocialLogin,
  type ProviderReturn,
  type SocialOutcome,
} from './social-login-flow';

// One completion per code, even when effects run twice (React strict mode): codes are single-use.
const completions = new Map<string, Promise<SocialOutcome>>();
const completeOnce = (back: ProviderReturn) => {
  const key = back.code ?? back.error ?? '';
  const pending = completions.get(key) ?? completeSocialLogin(back, window.location.origin);
  completions.set(key, pending);
  return pending;
};

type View = { kind: 'working' } | SocialOutcome;

/** /auth/cognito: the provider's return point (spec §2, §4, §8). */
export const SocialLoginScreen = ({ code, state, error }: ProviderReturn) => {
  const { t } = useTranslation(['social-login', 'auth']);
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'working' });
  const [email, setEmail] = useState('');
  // 'invalid' for a malformed address, 'inUse' for one that belongs to another account.
  const [emailProblem, setEmailProblem] = useState<'invalid' | 'inUse' | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    void completeOnce({ code, state, error }).then((outcome) => {
      if (current) setView(outcome);
    });
    return () => {
      current = false;
    };
  }, [code, state, error]);

  useEffect(() => {
    if (view.kind !== 'session') return;
    setSession(view.user);
    // A first login goes to the onboarding wizard, as after a password login.
    void navigate({ href: landingPath(view.user, safeRedirectPath(view.redirect)), replace: true });
  }, [view, navigate]);

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    if (view.kind !== 'needEmail') return;
    const typed = email.trim();
    if (!EMAIL_PATTERN.test(typed)) {
      setEmailProblem('invalid');
      return;
    }
    setSending(true);
    const outcome = await verifySocialLogin(view.token, view.nonce, view.redirect, typed);
    setSending(false);
    // A typed address that is taken: the person types another one, the provider's login still holds.
    if (outcome.kind === 'failed' && outcome.failure === 'emailInUse') {
      setEmailProblem('inUse');
      return;
    }
    setView(outcome);
  };

  return (
    <AuthCard title={t('title')}>
      {(view.kind === 'working' || view.kind === 'session') && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('working')}</Text>
        </Group>
      )}
      {view.kind === 'needEmail' && (
        <form onSubmit={(event) => void submitEmail(event)} noValidate>
          <Stack gap="md">
            <Text fw={700}>{t('emailPrompt')}</Text>
            <TextInput
              label={t('auth:fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              withAsterisk
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setEmailProblem(null);
              }}
              error={
                emailProblem === 'inUse'
                  ? t('failures.emailInUse')
                  : emailProblem === 'invalid'
                    ? t('auth:problems.invalidEmail')
                    : undefined
              }
            />
            <Button type="submit" size="md" fullWidth loading={sending}>
              {t('continue')}
            </Button>
          </Stack>
        </form>
      )}
      {view.kind === 'failed' && (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {t(`failures.${view.failure}`)}
          </Alert>
          <Button component={Link} to="/login" size="md" fullWidth>
            {t('backToLogin')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
};
