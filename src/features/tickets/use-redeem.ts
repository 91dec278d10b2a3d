import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '@/api/client';
import { SHOP_MESSAGES } from '@/api/contract/shop';
import { redeemTicket } from '@/api/orders';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { useFailureText } from './use-failure-text';

const ERROR_KEYS: Record<string, string> = {
  [SHOP_MESSAGES.ticketCodeInvalid]: 'redeem.errors.ticketCodeInvalid',
  [SHOP_MESSAGES.ticketNotFound]: 'redeem.errors.ticketNotFound',
};

/** Redeems a code once at a time; a code that just failed is not sent again by the scanner. */
export const useRedeem = () => {
  const { t } = useTranslation('tickets');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const inFlight = useRef<string | null>(null);
  const lastFailed = useRef<string | null>(null);
  const lastRedeemed = useRef<string | null>(null);

  const redeem = useCallback(
    async (code: string, fromScanner = false) => {
      if (inFlight.current !== null) return;
      // The camera sees the same code many times a second: one call per code.
      if (fromScanner && (code === lastFailed.current || code === lastRedeemed.current)) return;
      inFlight.current = code;
      setBusy(true);
      setError(null);
      try {
        await redeemTicket(code);
        lastFailed.current = null;
        lastRedeemed.current = code;
        setSucceeded(true);
        void syncTickets().catch(() => undefined);
      } catch (failure) {
        lastFailed.current = code;
        const { message } = describeFailure(failure);
        const key = message ? ERROR_KEYS[message] : undefined;
        setError(key ? t(key) : failureText(failure));
      } finally {
        inFlight.current = null;
        setBusy(false);
      }
    },
    [t, failureText],
  );

  return {
    redeem,
    busy,
    error,
    succeeded,
    /** While a result shows (or a code is on its way) the scanner's reads are ignored. */
    resting: busy || succeeded,
    closeSuccess: () => setSucceeded(false),
  };
};
