import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePaymentMode } from './use-payment-mode';

/** Deep orange: white text on it keeps a 6:1 contrast (Mantine's orange.9 reaches 4:1). */
const TEST_MODE_COLOR = '#a63c06';

/**
 * TEST MODE (the sandbox or the demo festival is running: no real money) or, on a shop without
 * a payment provider, that only free tickets can be ordered. Nothing on a shop that takes money.
 */
export const TestModeNotice = () => {
  const { t } = useTranslation('shop');
  const mode = usePaymentMode();
  if (mode?.testMode) {
    return (
      <Alert
        color={TEST_MODE_COLOR}
        variant="filled"
        radius="md"
        title={t('testMode.title')}
        role="note"
      >
        <Text size="sm">{t('testMode.text')}</Text>
      </Alert>
    );
  }
  if (mode && !mode.paymentsAvailable) {
    return (
      <Alert color="yellow" radius="md" role="status">
        {t('paymentsUnavailable')}
      </Alert>
    );
  }
  return null;
};
