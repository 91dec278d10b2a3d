import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartDto } from './contract/shop';
import { clearSession, setSession } from './session';
import { sessionUserFixture } from './testing/session-user-fixture';
import { productFixture as product } from './testing/product-fixture';

const { server } = vi.hoisted(() => {
  const state: { merged: { product: string; quantity: number }[][]; cart: CartDto } = {
    merged: [],
    cart: { entries: [], total: { amount: 0, currency: 'EUR' } },
  };
  return { server: state };
});

vi.mock('./shop', () => ({
  getMyCart: () => Promise.resolve(server.cart),
  mergeCart: (products: { product: string; quantity: number }[]) => {
    server.merged.push(products);
    return Promise.resolve(server.cart);
  },
  addToCart: () => Promise.resolve(server.cart),
  removeFromCart: () => Promise.resolve(server.cart),
  changeCartAmount: () => Promise.resolve(server.cart),
}));

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
