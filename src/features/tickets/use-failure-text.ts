import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/api/client';
import { localizeServerError } from '@/lib/server-messages';

/** The reader's text for a failed call: the server's known message, or "no connection". */
export const useFailureText = () => {
  const { t } = useTranslation('tickets');
  return useCallback(
    (failure: unknown): string => {
      const { server, status } = describeFailure(failure);
      if (server) return localizeServerError(server);
      return status === null ? t('offlineAction') : t('failed');
    },
    [t],
  );
};
