import { Button, type ButtonProps } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canInstall,
  captureInstallPrompt,
  promptInstall,
  subscribeInstall,
} from './install-prompt-store';

/** "Install app", shown only while the browser offers installation (beforeinstallprompt). */
export const InstallButton = (props: ButtonProps) => {
  const { t } = useTranslation('pwa');
  useEffect(captureInstallPrompt, []);
  const available = useSyncExternalStore(subscribeInstall, canInstall);
  if (!available) return null;
  return (
    <Button variant="light" {...props} onClick={() => void promptInstall()}>
      {t('install.button')}
    </Button>
  );
};
