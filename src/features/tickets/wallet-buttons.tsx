import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketWalletDto } from '@/api/contract/wallet';
import { useWalletPass } from './use-wallet-pass';

/**
 * "Add to Apple Wallet" and "Save to Google Wallet" in the wallets' own wording and black, as
 * their guidelines ask; each only where the operator configured that wallet.
 */
export const WalletButtons = ({ wallet }: { wallet: TicketWalletDto }) => {
  const { t } = useTranslation('tickets');
  const { busy, error, open } = useWalletPass();
  if (!wallet.apple && !wallet.google) return null;
  return (
    <Stack gap="xs" w="100%" data-testid="wallet-buttons">
      {wallet.apple && (
        <Button
          color="dark.9"
          radius="md"
          fullWidth
          loading={busy === 'apple'}
          disabled={busy !== null}
          onClick={() => void open('apple', wallet.apple ?? '')}
        >
          {t('wallet.apple')}
        </Button>
      )}
      {wallet.google && (
        <Button
          color="dark.9"
          radius="xl"
          fullWidth
          loading={busy === 'google'}
          disabled={busy !== null}
          onClick={() => void open('google', wallet.google ?? '')}
        >
          {t('wallet.google')}
        </Button>
      )}
      {error && (
        <Alert color="red" role="alert" p="xs">
          {error}
        </Alert>
      )}
    </Stack>
  );
};
