import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userHasRole } from '@/api/session';
import { HrefButton } from '@/lib/href-button';
import { useSession } from '@/lib/use-session';

const DISMISSED_KEY = 'festival.lobby-lock-dismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * Spec §2/§6: the locked-content overlay exists but never blocks (ROLE_TICKET_25 is not
 * enforced): a dismissible notice above the list that leaves every card usable.
 */
export const LockedNotice = () => {
  const { t } = useTranslation('lobby');
  const user = useSession();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed || !user || userHasRole(user, ['ROLE_TICKET_25'])) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage the notice comes back on the next visit; nothing else depends on it.
    }
  };

  return (
    <Paper
      shadow="lg"
      radius="lg"
      p="md"
      withBorder
      role="region"
      aria-labelledby="lobby-lock-title"
    >
      <Title order={2} fz="md" id="lobby-lock-title">
        {t('lock.title')}
      </Title>
      <Text size="sm" mt={4}>
        {t('lock.text')}
      </Text>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" size="xs" onClick={dismiss}>
          {t('lock.cancel')}
        </Button>
        <HrefButton href="/ticket/redeem" size="xs">
          {t('lock.connect')}
        </HrefButton>
      </Group>
    </Paper>
  );
};
