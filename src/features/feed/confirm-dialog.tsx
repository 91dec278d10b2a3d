import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  message: string;
  onConfirm: () => void;
  onClose: () => void;
}

export const ConfirmDialog = ({ opened, message, onConfirm, onClose }: ConfirmDialogProps) => {
  const { t } = useTranslation('feed');
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {t('delete')}
        </Button>
      </Group>
    </Modal>
  );
};
