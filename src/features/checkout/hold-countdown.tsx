import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatClock } from './use-hold-remaining';

/**
 * How long the unpaid order still holds its tickets. The ticking mm:ss is hidden from screen
 * readers; they hear the minutes left, which change once a minute.
 */
export const HoldCountdown = ({ remainingMs }: { remainingMs: number }) => {
  const { t } = useTranslation('checkout');
  if (remainingMs <= 0) {
    return (
      <Alert color="orange" role="alert" data-testid="hold-expired">
        <Stack gap="sm" align="flex-start">
          <Text>{t('pay.holdExpired')}</Text>
          <Button component={Link} to="/shop" variant="light">
            {t('pay.backToShop')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    // Mantine's Alert is role="alert" by default: a live region ticking every second.
    <Alert color="blue" role="note" data-testid="hold-countdown">
      <Text fw={700} aria-hidden="true">
        {t('pay.heldFor', { time: formatClock(remainingMs) })}
      </Text>
      <VisuallyHidden role="status">
        {t('pay.heldMinutes', { count: Math.ceil(remainingMs / 60_000) })}
      </VisuallyHidden>
    </Alert>
  );
};
