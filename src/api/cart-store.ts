import { proxy, subscribe } from 'valtio/vanilla';
import { minusOutcome, withAmount, type CartLine, type MinusReading } from './cart-rules';
import { z } from 'zod';
import {
  MAX_QUANTITY,
  productDto,
  type CartDto,
  type ProductDto,
  type ProductQuantity,
} from './contract/shop';
import { sessionState } from './session';

/** Local-storage keys: the guest's cart (spec §4: an anonymous cart is local only) and the method. */
export const CART_STORAGE_KEY = 'festival.cart';
/** The logged-in user's cart as the server last answered it, shown while the server is out of reach. */
export const MEMBER_CART_STORAGE_KEY = 'festival.memberCart';
export const PAYMENT_METHOD_STORAGE_KEY = 'festival.paymentMethod';

export type ProductLine = CartLine<ProductDto>;

export interface CartState {
  lines: ProductLine[];
  /** Whose cart `lines` are: the guest's local one, or a logged-in user's server cart. */
  owner: 'guest' | number;
  /** True while the server cart is being loaded or merged after login. */
  loading: boolean;
  /** The payment method picked in the cart drawer, kept for the bill page. */
  paymentMethod: string | null;
}

// The server's cart calls (the API client) load with their first use: a guest's cart never
// needs them.
const shopCalls = () => import('./shop');
const addToCart = async (uid: string) => (await shopCalls()).addToCart(uid);
const removeFromCart = async (uid: string) => (await shopCalls()).removeFromCart(uid);
const changeCartAmount = async (uid: string, step: 1 | -1) =>
  (await shopCalls()).changeCartAmount(uid, step);
const getMyCart = async () => (await shopCalls()).getMyCart();
const mergeCart = async (products: ProductQuantity[]) => (await shopCalls()).mergeCart(products);

/** The guest cart as kept in local storage. */
const storedCart = z.array(z.object({ amount: z.number().int().min(1), product: productDto }));

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const storage = (): KeyValueStorage | undefined => {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    return undefined;
  }
};

const readItem = (key: string): string | null => {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const writeItem = (key: string, value: string | null): void => {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage refused (private mode): the cart still works for this visit.
  }
};

/** The guest cart as stored, or empty when missing or not valid. */
export const readLocalCart = (): ProductLine[] => {
  try {
    const parsed = storedCart.safeParse(JSON.parse(readItem(CART_STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

const writeLocalCart = (lines: ProductLine[]): void =>
  writeItem(CART_STORAGE_KEY, lines.length > 0 ? JSON.stringify(lines) : null);

const storedMemberCart = z.object({ owner: z.number(), lines: storedCart });

/** The user's last known server cart, or null when none is kept for this user. */
const readMemberCart = (owner: number): ProductLine[] | null => {
  try {
    const parsed = storedMemberCart.safeParse(JSON.parse(readItem(MEMBER_CART_STORAGE_KEY) ?? ''));
    return parsed.success && parsed.data.owner === owner ? parsed.data.lines : null;
  } catch {
    return null;
  }
};

export const cartState = proxy<CartState>({
  lines: readLocalCart(),
  owner: 'guest',
  loading: false,
  paymentMethod: readItem(PAYMENT_METHOD_STORAGE_KEY),
});

const linesOf = (cart: CartDto): ProductLine[] =>
  cart.entries.map((entry) => ({ amount: entry.amount, product: entry.product }));

/** The most of one product a cart may hold: the shop's limit, or fewer when fewer are left. */
export const maxAmountOf = (product: ProductDto): number =>
  Math.min(MAX_QUANTITY, product.availability ?? MAX_QUANTITY);

// Cart changes run one after another so quick taps reach the server in order.
let queue: Promise<unknown> = Promise.resolve();
const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
};

const userId = (): number | null => sessionState.user?.id ?? null;

const applyServer = (owner: number, cart: CartDto): void => {
  // A reply for a user who logged out meanwhile must not land in the next one's cart.
  if (cartState.owner !== owner) return;
  cartState.lines = linesOf(cart);
  writeItem(MEMBER_CART_STORAGE_KEY, JSON.stringify({ owner, lines: cartState.lines }));
};

/** Reloads the logged-in user's cart from the server (after a failed change, or on demand). */
export const refreshCart = (): Promise<void> =>
  enqueue(async () => {
    const owner = userId();
    if (owner === null || cartState.owner !== owner) return;
    applyServer(owner, await getMyCart());
  });

/** Applies one change at once on screen, then confirms it with the server (logged in) or storage. */
const change = (
  product: ProductDto,
  amount: number,
  server: () => Promise<CartDto>,
): Promise<void> => {
  const before = cartState.lines;
  cartState.lines = withAmount(cartState.lines, product, amount);
  const owner = cartState.owner;
  if (owner === 'guest') {
    writeLocalCart(cartState.lines);
    return Promise.resolve();
  }
  return enqueue(async () => {
    try {
      applyServer(owner, await server());
    } catch (error) {
      // Show what the server holds after a refused change (sold out, too many); out of reach,
      // the change is refused: a member's cart is the server's, and it is kept as it was.
      await getMyCart().then(
        (cart) => applyServer(owner, cart),
        () => {
          if (cartState.owner === owner) cartState.lines = before;
        },
      );
      throw error;
    }
  });
};

const currentAmount = (uid: string): number =>
  cartState.lines.find((line) => line.product.uid === uid)?.amount ?? 0;

/** Plus: one more of the product (adds it when it is not in the cart yet). */
export const cartPlus = (product: ProductDto): Promise<void> => {
  const amount = currentAmount(product.uid);
  if (amount >= maxAmountOf(product)) return Promise.resolve();
  return change(product, amount + 1, () =>
    amount === 0 ? addToCart(product.uid) : changeCartAmount(product.uid, 1),
  );
};

/** Delete: always removes the product. */
export const cartRemove = (product: ProductDto): Promise<void> =>
  change(product, 0, () => removeFromCart(product.uid));

/** Minus, read as the drawer or the shop reads it at quantity 1 (spec §4). */
export const cartMinus = (product: ProductDto, reading: MinusReading): Promise<void> => {
  const amount = currentAmount(product.uid);
  if (amount === 0) return Promise.resolve();
  switch (minusOutcome(amount, reading)) {
    case 'none':
      return Promise.resolve();
    case 'remove':
      return cartRemove(product);
    case 'decrement':
      return change(product, amount - 1, () => changeCartAmount(product.uid, -1));
  }
};

export const choosePaymentMethod = (uid: string | null): void => {
  cartState.paymentMethod = uid;
  writeItem(PAYMENT_METHOD_STORAGE_KEY, uid);
};

/** After an order was placed the cart is emptied (spec §4 Checkout); the server did its part. */
export const emptyCart = (): void => {
  cartState.lines = [];
  if (cartState.owner === 'guest') writeLocalCart([]);
  else void refreshCart().catch(() => undefined);
};

/** Takes over a logged-in user's cart: the guest lines are merged into it first (spec §2). */
const adoptUser = (owner: number): Promise<void> =>
  enqueue(async () => {
    if (cartState.owner !== owner) return;
    const guest = readLocalCart();
    try {
      const cart =
        guest.length > 0
          ? await mergeCart(
              guest.map((line) => ({
                product: line.product.uid,
                quantity: Math.min(line.amount, MAX_QUANTITY),
              })),
            )
          : await getMyCart();
      // Cleared only once the server holds the lines, so a failed merge is retried next time.
      writeLocalCart([]);
      applyServer(owner, cart);
    } catch (error) {
      if (cartState.owner === owner) cartState.lines = readMemberCart(owner) ?? guest;
      console.error('Loading the cart failed', error);
    } finally {
      if (cartState.owner === owner) cartState.loading = false;
    }
  });

const followSession = (): void => {
  const owner = userId();
  if (owner === cartState.owner || (owner === null && cartState.owner === 'guest')) return;
  if (owner === null) {
    cartState.owner = 'guest';
    cartState.loading = false;
    cartState.lines = readLocalCart();
    // The next person on this device must not see it.
    writeItem(MEMBER_CART_STORAGE_KEY, null);
    return;
  }
  cartState.owner = owner;
  cartState.lines = readMemberCart(owner) ?? cartState.lines;
  cartState.loading = true;
  void adoptUser(owner);
};

/** Starts following login and logout; returns a function that stops it. */
export const connectCart = (): (() => void) => {
  followSession();
  return subscribe(sessionState, followSession);
};
