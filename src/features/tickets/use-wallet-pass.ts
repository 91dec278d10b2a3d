import { useCallback, useState } from 'react';
import { getApplePass, getGoogleSaveUrl } from '@/api/wallet';
import { useFailureText } from './use-failure-text';

type Wallet = 'apple' | 'google';

/** Safari opens a downloaded .pkpass in its "Add to Apple Wallet" sheet. */
const offerDownload = (pass: Blob) => {
  const url = URL.createObjectURL(new Blob([pass], { type: 'application/vnd.apple.pkpass' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'ticket.pkpass';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** Fetches a wallet pass of the ticket's current credential, one at a time. */
export const useWalletPass = () => {
  const failureText = useFailureText();
  const [busy, setBusy] = useState<Wallet | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = useCallback(
    async (wallet: Wallet, path: string) => {
      setBusy(wallet);
      setError(null);
      try {
        if (wallet === 'apple') offerDownload(await getApplePass(path));
        else window.location.assign(await getGoogleSaveUrl(path));
      } catch (failure) {
        setError(failureText(failure));
      } finally {
        setBusy(null);
      }
    },
    [failureText],
  );
  return { busy, error, open };
};
