import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signup } from '@/api/auth';
import { describeFailure } from '@/api/client';
import { NICKNAME_MAX } from '@/api/contract/auth';
import { notifySuccess } from '@/lib/notify';
import { AuthCard } from './auth-card';
import { registerFailure, retryAfterOf, type AuthFailure } from './auth-failures';
import { FailureAlert } from './failure-alert';
import { NewPasswordFields } from './new-password-fields';
import {
  EMPTY_REGISTER_VALUES,
  toSignupRequest,
  validateRegister,
  type RegisterField,
} from './register-rules';
import { useFormFields } from './use-form-fields';

export const RegisterScreen = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useFormFields(EMPTY_REGISTER_VALUES);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const problems = validateRegister(form.values);
  const valid = Object.keys(problems).length === 0;

  const problemText = (field: RegisterField) => {
    const problem = problems[field];
    if (!form.touched[field] || !problem) return undefined;
    return t(`problems.${problem}`, { max: NICKNAME_MAX });
  };

  const text = (field: 'firstName' | 'lastName' | 'nickname' | 'email') => ({
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(field, event.currentTarget.value),
    onBlur: () => form.touch(field),
    error: problemText(field),
    withAsterisk: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!valid) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const request = toSignupRequest(form.values);
      await signup(request);
      notifySuccess(t('register.success'));
      await navigate({ to: '/successful-registration', search: { email: request.email } });
    } catch (error) {
      setFailure(
        registerFailure({ ...describeFailure(error), retryAfterSeconds: retryAfterOf(error) }),
      );
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <FailureAlert failure={failure} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              maxLength={50}
              {...text('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              maxLength={50}
              {...text('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.nickname')}
            autoComplete="nickname"
            maxLength={NICKNAME_MAX}
            description={
              <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
                <span>{t('fields.nicknameHint', { max: NICKNAME_MAX })}</span>
                <span data-testid="nickname-counter">
                  {form.values.nickname.length}/{NICKNAME_MAX}
                </span>
              </Group>
            }
            {...text('nickname')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...text('email')}
          />
          <NewPasswordFields
            passwordLabel={t('fields.password')}
            password={form.values.password}
            confirmation={form.values.confirmPassword}
            onPasswordChange={(value) => form.set('password', value)}
            onConfirmationChange={(value) => form.set('confirmPassword', value)}
            touchedPassword={form.touched.password === true}
            touchedConfirmation={form.touched.confirmPassword === true}
            onBlurPassword={() => form.touch('password')}
            onBlurConfirmation={() => form.touch('confirmPassword')}
          />
          <Checkbox
            label={t('fields.terms')}
            checked={form.values.terms}
            onChange={(event) => {
              form.set('terms', event.currentTarget.checked);
              form.touch('terms');
            }}
            error={problemText('terms')}
          />
          <Button type="submit" size="md" fullWidth disabled={!valid} loading={submitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={700}>
          {t('register.toLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
};
