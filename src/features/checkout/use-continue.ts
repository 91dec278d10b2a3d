import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartState } from '@/api/cart-store';
import { describeFailure } from '@/api/client';
import { consumer } from '@/api/contract/checkout';
import { getBill, orderSignup } from '@/api/orders';
import { localizeServerError } from '@/lib/server-messages';
import type { AccountDraft } from './account-fields';
import { checkoutState, holdBill, setCheckoutAccount } from './checkout-store';
import { toConsumerInput } from './consumer-rules';

const cartProducts = () =>
  cartState.lines.map((line) => ({ product: line.product.uid, quantity: line.amount }));

/** Step 1 → 2: optional sign-up (logged out until confirmed), then the bill (spec §4 Checkout). */
export const useContinue = () => {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [voucherError, setVoucherError] = useState<string | null>(null);
  const [signupError, setSignupError] = useState<string | null>(null);

  const signUp = async (account: AccountDraft, buyer: ReturnType<typeof consumer.parse>) => {
    try {
      const result = await orderSignup({
        signupRequest: {
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          name: account.nickname.trim(),
          email: buyer.email,
          password: account.password,
        },
        cart: cartProducts(),
      });
      // No login yet: the account gains its powers once its address is confirmed.
      setCheckoutAccount({ token: result.checkoutToken, email: result.email });
      return true;
    } catch (error) {
      const { server } = describeFailure(error);
      setSignupError(server ? localizeServerError(server) : t('account.signupFailed'));
      return false;
    }
  };

  const proceed = async (account: AccountDraft | null) => {
    setBusy(true);
    setVoucherError(null);
    setSignupError(null);
    try {
      const buyer = consumer.parse(toConsumerInput(checkoutState.consumer));
      if (account?.create) {
        if (!(await signUp(account, buyer))) return;
      } else {
        setCheckoutAccount(null);
      }
      const bill = await getBill({
        products: cartProducts(),
        vouchers: [...checkoutState.vouchers],
        consumer: buyer,
        payment_method: cartState.paymentMethod,
      });
      holdBill(bill);
      await navigate({ to: '/checkout/payment' });
    } catch (error) {
      // Spec §8: a bill error shows as a voucher error under the voucher field.
      const { server } = describeFailure(error);
      setVoucherError(server ? localizeServerError(server) : t('bill.loadError'));
    } finally {
      setBusy(false);
    }
  };

  return {
    proceed,
    busy,
    voucherError,
    signupError,
    clearVoucherError: () => setVoucherError(null),
  };
};
