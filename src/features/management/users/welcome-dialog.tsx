import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@/api/contract/management';
import { isPlaceholderEmail } from '@/api/contract/welcome';
import { sendWelcome } from '@/api/management';
import { notifySuccess } from '@/lib/notify';
import { ConfirmDialog } from '../confirm-dialog';

interface WelcomeDialogProps {
  user: AdminUser;
  onClose: () => void;
  /** Opens Edit User, where staff enter the real address. */
  onEdit: () => void;
}

/** A phantom's stand-in address reaches nobody: say so instead of offering the mail (issue #43). */
const NoAddressDialog = ({ user, onClose, onEdit }: WelcomeDialogProps) => {
  const { t } = useTranslation(['management', 'errors']);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.welcomeTitle', { name: user.fullName || user.email })}
      centered
    >
      <Stack gap="md">
        <Text data-testid="welcome-no-address">{t('errors:codes.welcome.placeholderEmail')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={onEdit}>{t('users.edit')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** Send Welcome (spec §4, §5): warns that the password is reset, sends the admin's text. */
export const WelcomeDialog = (props: WelcomeDialogProps) => {
  const { user, onClose } = props;
  const { t } = useTranslation('management');
  const [text, setText] = useState('');
  if (isPlaceholderEmail(user.email)) return <NoAddressDialog {...props} />;
  return (
    <ConfirmDialog
      opened
      title={t('users.welcomeTitle', { name: user.fullName || user.email })}
      text={t('users.welcomeWarning')}
      confirmLabel={t('users.sendWelcome')}
      onClose={onClose}
      onConfirm={() => sendWelcome(user.id, text).then(() => notifySuccess(t('users.welcomeSent')))}
    >
      <Textarea
        label={t('users.welcomeText')}
        value={text}
        autosize
        minRows={3}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </ConfirmDialog>
  );
};
