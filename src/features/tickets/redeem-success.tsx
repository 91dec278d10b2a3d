import { Button, Group, Modal, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Spec §2 Add ticket: the success dialog with Close and 'Take me there'. */
export const RedeemSuccess = ({
  opened,
  onClose,
  onLeave,
}: {
  opened: boolean;
  onClose: () => void;
  /** Closes on the way to /tickets (the scanner stays off). */
  onLeave: () => void;
}) => {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={t('redeem.successTitle')} centered>
      <Text mb="xs">{t('redeem.success')}</Text>
      <Text mb="lg" fz="sm" c="dimmed">
        {t('newQr')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('redeem.close')}
        </Button>
        <Button
          onClick={() => {
            onLeave();
            void navigate({ to: '/tickets' });
          }}
        >
          {t('redeem.takeMeThere')}
        </Button>
      </Group>
    </Modal>
  );
};
