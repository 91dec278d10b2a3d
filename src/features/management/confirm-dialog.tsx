import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The confirm button waits until the dialog's choices make sense. */
  confirmDisabled?: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  children?: ReactNode;
}

/** Spec §5 Confirmations: the action runs only after the user agrees. */
export const ConfirmDialog = (props: ConfirmDialogProps) => {
  const {
    opened,
    title,
    text,
    confirmLabel,
    danger,
    confirmDisabled,
    onClose,
    onConfirm,
    children,
  } = props;
  const { t } = useTranslation('management');
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    onConfirm()
      .then(onClose, () => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            onClick={confirm}
            loading={busy}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
