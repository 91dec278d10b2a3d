import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/api/client';
import { notifyError } from '@/lib/notify';

/**
 * Runs a cart change. A logged-in cart lives on the server: a change the server could not
 * receive is refused (the store keeps the last known cart) and said so; a refusal with a server
 * message is shown by the API client.
 */
export const useCartChange = () => {
  const { t } = useTranslation('shop');
  return (change: Promise<void>): void =>
    void change.catch((error: unknown) => {
      if (describeFailure(error).status === null) notifyError(t('cart.offline'));
    });
};
