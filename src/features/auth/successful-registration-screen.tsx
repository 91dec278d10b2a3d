import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

/** Shown right after registering: the confirmation link went to this e-mail. */
export const SuccessfulRegistrationScreen = ({ email }: { email?: string }) => {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('successfulRegistration.title')}>
      <Stack gap="md">
        <Text>
          {email
            ? t('successfulRegistration.text', { email })
            : t('successfulRegistration.textNoEmail')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('successfulRegistration.spamHint')}
        </Text>
        <Button component={Link} to="/login" size="md" fullWidth>
          {t('successfulRegistration.toLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
};
