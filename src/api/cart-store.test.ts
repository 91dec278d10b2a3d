import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartDto } from './contract/shop';
import { clearSession, setSession } from './session';
import { sessionUserFixture } from './testing/session-user-fixture';
import { productFixture as product } from './testing/product-fixture';

const { server } = vi.hoisted(() => {
  const state: {
    merged: { product: string; quantity: number }[][];
    cart: CartDto;
    /** The server cannot be reached: every call fails as fetch does offline. */
    down: boolean;
  } = {
    merged: [],
    cart: { entries: [], total: { amount: 0, currency: 'EUR' } },
    down: false,
  };
  return { server: state };
});

vi.mock('./shop', () => {
  const answer = () =>
    server.down ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(server.cart);
  return {
    getMyCart: answer,
    mergeCart: (products: { product: string; quantity: number }[]) => {
      server.merged.push(products);
      return answer();
    },
    addToCart: answer,
    removeFromCart: answer,
    changeCartAmount: answer,
  };
});

const { CART_STORAGE_KEY, cartMinus, cartPlus, cartRemove, cartState, connectCart, readLocalCart } =
  await import('./cart-store');

const day = product('day', 4900);
const week = product('week', 12900);

const user = sessionUserFixture;

let stop: () => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  clearSession();
  server.merged = [];
  server.cart = { entries: [], total: { amount: 0, currency: 'EUR' } };
  server.down = false;
  stop = connectCart();
  cartState.lines = [];
});

afterEach(() => stop());

describe('guest cart', () => {
  it('is kept in local storage', async () => {
    await cartPlus(day);
    await cartPlus(day);
    await cartPlus(week);
    expect(readLocalCart()).toEqual([
      { amount: 2, product: day },
      { amount: 1, product: week },
    ]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toContain('"uid":"day"');
  });

  it('reads a stored cart as the contract does, and one that is not valid as empty', () => {
    const stored = (value: string) => {
      localStorage.setItem(CART_STORAGE_KEY, value);
      return readLocalCart();
    };
    const line = { amount: 2, product: { ...day, unknown: 1 } };
    expect(stored(JSON.stringify([line]))).toEqual([{ amount: 2, product: day }]);
    expect(stored(JSON.stringify([{ ...line, amount: 0 }]))).toEqual([]);
    expect(stored(JSON.stringify([{ ...line, amount: 1.5 }]))).toEqual([]);
    expect(stored(JSON.stringify([line, { amount: 1, product: { ...week, price: -1 } }]))).toEqual(
      [],
    );
    expect(stored(JSON.stringify({ lines: [line] }))).toEqual([]);
    expect(stored('{not json')).toEqual([]);
    localStorage.removeItem(CART_STORAGE_KEY);
  });

  it('minus at 1 does nothing in the drawer but removes in the shop; delete removes', async () => {
    await cartPlus(day);
    await cartMinus(day, 'drawer');
    expect(cartState.lines).toEqual([{ amount: 1, product: day }]);
    await cartMinus(day, 'shop');
    expect(cartState.lines).toEqual([]);
    await cartPlus(week);
    await cartPlus(week);
    await cartMinus(week, 'drawer');
    expect(cartState.lines).toEqual([{ amount: 1, product: week }]);
    await cartRemove(week);
    expect(cartState.lines).toEqual([]);
    expect(readLocalCart()).toEqual([]);
  });
});

describe('login', () => {
  it('merges the guest cart into the account cart and clears the local copy', async () => {
    await cartPlus(day);
    await cartPlus(day);
    server.cart = {
      entries: [
        { uid: 'week', amount: 1, product: week },
        { uid: 'day', amount: 2, product: day },
      ],
      total: { amount: 12900 + 9800, currency: 'EUR' },
    };
    setSession(user);
    await vi.waitFor(() => expect(cartState.loading).toBe(false));
    await vi.waitFor(() => expect(cartState.lines).toHaveLength(2));
    expect(server.merged).toEqual([[{ product: 'day', quantity: 2 }]]);
    expect(cartState.owner).toBe(7);
    expect(readLocalCart()).toEqual([]);
  });

  it('loads the account cart without a merge when the guest cart is empty; logout empties it', async () => {
    server.cart = {
      entries: [{ uid: 'week', amount: 3, product: week }],
      total: { amount: 3 * 12900, currency: 'EUR' },
    };
    setSession(user);
    await vi.waitFor(() => expect(cartState.lines).toEqual([{ amount: 3, product: week }]));
    expect(server.merged).toEqual([]);
    clearSession();
    await vi.waitFor(() => expect(cartState.owner).toBe('guest'));
    expect(cartState.lines).toEqual([]);
  });
});

describe('logged-in cart offline', () => {
  const weekTimesThree: CartDto = {
    entries: [{ uid: 'week', amount: 3, product: week }],
    total: { amount: 3 * 12900, currency: 'EUR' },
  };

  /** The app starts again, as after a reload, with the session kept. */
  const restart = () => {
    stop();
    cartState.owner = 'guest';
    cartState.lines = readLocalCart();
    stop = connectCart();
  };

  it('shows the last known contents when the server cannot be reached', async () => {
    server.cart = weekTimesThree;
    setSession(user);
    await vi.waitFor(() => expect(cartState.lines).toEqual([{ amount: 3, product: week }]));
    server.down = true;
    restart();
    await vi.waitFor(() => expect(cartState.loading).toBe(false));
    expect(cartState.lines).toEqual([{ amount: 3, product: week }]);
  });

  it('refuses a change it cannot send and keeps the last known contents', async () => {
    server.cart = weekTimesThree;
    setSession(user);
    await vi.waitFor(() => expect(cartState.lines).toEqual([{ amount: 3, product: week }]));
    server.down = true;
    await expect(cartPlus(day)).rejects.toThrow('Failed to fetch');
    expect(cartState.lines).toEqual([{ amount: 3, product: week }]);
  });

  it('forgets the account cart on logout', async () => {
    server.cart = weekTimesThree;
    setSession(user);
    await vi.waitFor(() => expect(cartState.lines).toHaveLength(1));
    clearSession();
    await vi.waitFor(() => expect(cartState.owner).toBe('guest'));
    server.down = true;
    setSession(user);
    await vi.waitFor(() => expect(cartState.loading).toBe(false));
    expect(cartState.lines).toEqual([]);
  });
});
