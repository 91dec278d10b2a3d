import { Alert, Button, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/api/client';
import { deleteAccount } from '@/api/privacy';
import { clearSession } from '@/api/session';
import { notifySuccess } from '@/lib/notify';
import { localizeServerError } from '@/lib/server-messages';

/** GDPR Art. 17: deletes the own account after the password confirms it. */
export const DeleteAccount = () => {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpened(false);
    setPassword('');
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setFailure(t('privacy.delete.passwordRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await deleteAccount(password);
      clearSession();
      notifySuccess(t('privacy.delete.done'));
      await navigate({ to: '/login' });
    } catch (error) {
      const { server } = describeFailure(error);
      setFailure(server ? localizeServerError(server) : t('privacy.delete.failed'));
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="red" variant="outline" onClick={() => setOpened(true)}>
        {t('privacy.delete.open')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('privacy.delete.title')} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('privacy.delete.intro')}</Text>
            <List size="sm" spacing={4}>
              <List.Item>{t('privacy.delete.gone')}</List.Item>
              <List.Item>{t('privacy.delete.orders')}</List.Item>
              <List.Item>{t('privacy.delete.tickets')}</List.Item>
            </List>
            <PasswordInput
              label={t('privacy.delete.password')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('privacy.delete.togglePassword') }}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              data-autofocus
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" color="red" loading={busy}>
              {t('privacy.delete.confirm')}
            </Button>
            <Button variant="subtle" onClick={close} disabled={busy}>
              {t('privacy.delete.cancel')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
};
