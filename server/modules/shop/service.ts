import {
  type CartDto,
  eur,
  MAX_QUANTITY,
  type PaymentMethodDto,
  type ProductDto,
  type ProductQuantity,
  SHOP_MESSAGES,
} from '../../../src/api/contract/shop';
import type { Database, Executor } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { cleanProductText } from './product-text';
import * as queries from './queries';

export const isSoldOut = (product: queries.ProductRow): boolean =>
  product.soldOut || product.availability === 0;

export const toProductDto = (product: queries.ProductRow): ProductDto => ({
  uid: product.uid,
  name: product.name,
  additionalInformation: cleanProductText(product.additionalInformation),
  price: product.priceCents,
  currency: product.currency,
  soldOut: isSoldOut(product),
  availability: product.availability,
  year: product.year,
});

export const toPaymentMethodDto = (method: queries.PaymentMethodRow): PaymentMethodDto => ({
  uid: method.uid,
  name: method.name,
  image: method.image,
  costs: { amount: method.costsCents, currency: method.currency },
});

/** Refuses a wanted amount of a product: unknown, sold out, over the limit or the stock. */
export function checkAvailable(product: queries.ProductRow | undefined, wanted: number) {
  if (!product) throw new HttpError(404, SHOP_MESSAGES.productNotFound);
  if (isSoldOut(product)) throw new HttpError(409, SHOP_MESSAGES.soldOut);
  if (wanted > MAX_QUANTITY) throw new HttpError(400, SHOP_MESSAGES.tooMany);
  if (product.availability !== null && wanted > product.availability) {
    throw new HttpError(409, SHOP_MESSAGES.notEnoughLeft);
  }
  return product;
}

export async function loadCart(db: Executor, userId: number): Promise<CartDto> {
  const rows = await queries.findCart(db, userId);
  const entries = rows.map((row) => ({
    uid: row.product.uid,
    amount: row.amount,
    product: toProductDto(row.product),
  }));
  return {
    entries,
    total: eur(entries.reduce((sum, entry) => sum + entry.amount * entry.product.price, 0)),
  };
}

/** Adds lines to a cart, skipping products that are gone or sold out, capped by the stock. */
export async function mergeIntoCart(
  db: Executor,
  userId: number,
  lines: readonly ProductQuantity[],
): Promise<void> {
  const found = await queries.findProductsByUid(db, [...new Set(lines.map((l) => l.product))]);
  for (const line of lines) {
    const product = found.find((p) => p.uid === line.product);
    if (!product || isSoldOut(product)) continue;
    const current = await queries.findCartAmount(db, userId, product.uid);
    const cap = Math.min(MAX_QUANTITY, product.availability ?? MAX_QUANTITY);
    const delta = Math.min(line.quantity, cap - current);
    if (delta > 0) await queries.addToCart(db, userId, product.uid, delta, cap);
  }
}

export function createShopService(db: Database) {
  const findProduct = async (uid: string) => (await queries.findProductsByUid(db, [uid]))[0];

  return {
    async products(): Promise<ProductDto[]> {
      return (await queries.listProducts(db)).map(toProductDto);
    },

    async paymentMethods(): Promise<PaymentMethodDto[]> {
      return (await queries.listPaymentMethods(db)).map(toPaymentMethodDto);
    },

    cart: (userId: number) => loadCart(db, userId),

    async add(userId: number, productUid: string): Promise<CartDto> {
      const current = await queries.findCartAmount(db, userId, productUid);
      const product = checkAvailable(await findProduct(productUid), current + 1);
      const cap = Math.min(MAX_QUANTITY, product.availability ?? MAX_QUANTITY);
      // A concurrent add filled the line since the check: answer as the later one would be.
      if (!(await queries.addOneToCart(db, userId, productUid, cap)))
        checkAvailable(product, cap + 1);
      return loadCart(db, userId);
    },

    async step(userId: number, productUid: string, step: number): Promise<CartDto> {
      if (step > 0) return this.add(userId, productUid);
      await queries.decrementCart(db, userId, productUid);
      return loadCart(db, userId);
    },

    async remove(userId: number, productUid: string): Promise<CartDto> {
      await queries.removeFromCart(db, userId, productUid);
      return loadCart(db, userId);
    },

    async merge(userId: number, lines: readonly ProductQuantity[]): Promise<CartDto> {
      await db.transaction((tx) => mergeIntoCart(tx, userId, lines));
      return loadCart(db, userId);
    },
  };
}
