/** Spec §9: the payment provider opens in an 800x600 window. */
export const PAYMENT_WINDOW = { width: 800, height: 600 } as const;

/**
 * Opens the provider's page in a new 800x600 window. Returns false when the browser blocked the
 * popup; the caller then navigates the current window instead.
 */
export const openPaymentWindow = (link: string): boolean => {
  const { width, height } = PAYMENT_WINDOW;
  const left = Math.max(0, Math.round((window.screen.width - width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - height) / 2));
  const opened = window.open(
    link,
    'festival-payment',
    `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!opened) return false;
  opened.focus();
  return true;
};

/** Opens the payment page, or goes there in this window when popups are blocked. */
export const goToPayment = (link: string): void => {
  if (!openPaymentWindow(link)) window.location.assign(link);
};
