import { proxy, snapshot, subscribe } from 'valtio/vanilla';
import { billDto, type BillDto } from '@/api/contract/checkout';
import { EMPTY_CONSUMER, type ConsumerDraft } from './consumer-rules';

/** Session-storage key: a reload on the bill page keeps the bill (the tab only). */
const CHECKOUT_STORAGE_KEY = 'festival.checkout';

export interface CheckoutState {
  consumer: ConsumerDraft;
  vouchers: string[];
  /** The bill from the server; without one the bill page goes back to /checkout (spec §4). */
  bill: BillDto | null;
  /** One key per placed order, so a retried tap never orders twice. */
  idempotencyKey: string;
  /**
   * A sign-up in this checkout: its token lets the order join the new (still unconfirmed)
   * account. The buyer stays logged out until the address is confirmed.
   */
  account: { token: string; email: string } | null;
  /**
   * The bill of the order being paid (step 3): a buyer who gives that order up goes back to it,
   * and one whose hold ran out orders again from it.
   */
  placedBill: BillDto | null;
}

const newKey = (): string => crypto.randomUUID();

const restore = (): CheckoutState => {
  const fresh: CheckoutState = {
    consumer: { ...EMPTY_CONSUMER },
    vouchers: [],
    bill: null,
    idempotencyKey: newKey(),
    account: null,
    placedBill: null,
  };
  try {
    const raw = sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
    if (!raw) return fresh;
    const stored = JSON.parse(raw) as Partial<CheckoutState>;
    const bill = billDto.safeParse(stored.bill);
    const placedBill = billDto.safeParse(stored.placedBill);
    return {
      consumer: { ...fresh.consumer, ...stored.consumer },
      vouchers: Array.isArray(stored.vouchers)
        ? stored.vouchers.filter((v) => typeof v === 'string')
        : [],
      bill: bill.success ? bill.data : null,
      idempotencyKey: typeof stored.idempotencyKey === 'string' ? stored.idempotencyKey : newKey(),
      account:
        typeof stored.account?.token === 'string' && typeof stored.account.email === 'string'
          ? { token: stored.account.token, email: stored.account.email }
          : null,
      placedBill: placedBill.success ? placedBill.data : null,
    };
  } catch {
    return fresh;
  }
};

export const checkoutState = proxy<CheckoutState>(restore());

subscribe(checkoutState, () => {
  try {
    sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(snapshot(checkoutState)));
  } catch {
    // Storage refused: the checkout still works until a reload.
  }
});

export const setConsumerField = <K extends keyof ConsumerDraft>(
  field: K,
  value: ConsumerDraft[K],
): void => {
  checkoutState.consumer[field] = value;
};

export const setVouchers = (vouchers: string[]): void => {
  checkoutState.vouchers = vouchers;
};

export const setCheckoutAccount = (account: CheckoutState['account']): void => {
  checkoutState.account = account;
};

export const holdBill = (bill: BillDto | null): void => {
  checkoutState.bill = bill;
};

/**
 * Placing was refused before anything was held: the bill is stale and the next try is another
 * order (a new key; the same key with another cart would be refused as a conflict).
 */
export const refusedCheckout = (): void => {
  checkoutState.bill = null;
  checkoutState.idempotencyKey = newKey();
};

/** After an order was placed: the next checkout starts clean (the buyer's details stay). */
export const finishCheckout = (): void => {
  checkoutState.placedBill = checkoutState.bill;
  checkoutState.bill = null;
  checkoutState.vouchers = [];
  checkoutState.consumer.terms = false;
  checkoutState.idempotencyKey = newKey();
};

/**
 * The order being paid was given up or ran out: its bill is held again for another order (a new
 * key), so the bill page shows it. False when there is none (another tab, storage cleared).
 */
export const reopenPlacedBill = (): boolean => {
  const placed = checkoutState.placedBill;
  if (!placed) return false;
  checkoutState.bill = placed;
  checkoutState.placedBill = null;
  checkoutState.idempotencyKey = newKey();
  return true;
};

export const forgetPlacedBill = (): void => {
  checkoutState.placedBill = null;
};
