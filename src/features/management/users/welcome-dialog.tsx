import { Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@/api/contract/management';
import { sendWelcome } from '@/api/management';
import { notifySuccess } from '@/lib/notify';
import { ConfirmDialog } from '../confirm-dialog';

/** Send Welcome (spec §4, §5): warns that the password is reset, sends the admin's text. */
export const WelcomeDialog = ({ user, onClose }: { user: AdminUser; onClose: () => void }) => {
  const { t } = useTranslation('management');
  const [text, setText] = useState('');
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
