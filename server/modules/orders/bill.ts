import {
  type BillDto,
  computeBill,
  type Consumer,
  MAX_VOUCHERS,
  type VoucherRule,
} from '../../../src/api/contract/checkout';
import {
  eur,
  type ProductQuantity,
  SHOP_MESSAGES,
  voucherMessages,
} from '../../../src/api/contract/shop';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { findProductsByUid, listPaymentMethods, type ProductRow } from '../shop/queries';
import { checkAvailable, toPaymentMethodDto } from '../shop/service';
import { findVouchers, type VoucherRow } from './queries';

export interface BillInput {
  products: readonly ProductQuantity[];
  vouchers: readonly string[];
  consumer?: Consumer | null;
  payment_method?: string | null;
}

export interface PricedLine {
  product: ProductRow;
  quantity: number;
}

/** Everything placing an order needs besides the answer the app sees. */
export interface PricedBill {
  dto: BillDto;
  lines: PricedLine[];
  vouchers: VoucherRow[];
  paymentMethodUid: string | null;
}

/** Same product twice adds up; order of first appearance kept. */
function mergeLines(lines: readonly ProductQuantity[]): ProductQuantity[] {
  const merged = new Map<string, number>();
  for (const line of lines)
    merged.set(line.product, (merged.get(line.product) ?? 0) + line.quantity);
  return [...merged].map(([product, quantity]) => ({ product, quantity }));
}

/** Vouchers as typed, de-duplicated without regard to case, each checked (spec §8 voucher error). */
function checkVouchers(codes: readonly string[], found: VoucherRow[], years: Set<number>) {
  const seen = new Set<string>();
  const accepted: VoucherRow[] = [];
  for (const code of codes) {
    const key = code.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const voucher = found.find((v) => v.code.toLowerCase() === key);
    if (!voucher) throw new HttpError(400, voucherMessages.invalid(code));
    if (voucher.maxUses !== null && voucher.usedCount >= voucher.maxUses) {
      throw new HttpError(400, voucherMessages.usedUp(voucher.code));
    }
    if (voucher.year !== null && [...years].some((year) => year !== voucher.year)) {
      throw new HttpError(400, voucherMessages.wrongYear(voucher.code));
    }
    accepted.push(voucher);
  }
  if (accepted.length > MAX_VOUCHERS)
    throw new HttpError(400, voucherMessages.tooMany(MAX_VOUCHERS));
  return accepted;
}

/** The bill in integer cents from the database's prices, vouchers and payment costs. */
export async function priceBill(db: Executor, input: BillInput): Promise<PricedBill> {
  const wanted = mergeLines(input.products);
  if (wanted.length === 0) throw new HttpError(400, SHOP_MESSAGES.emptyCart);
  const products = await findProductsByUid(
    db,
    wanted.map((line) => line.product),
  );
  const lines = wanted.map((line) => ({
    product: checkAvailable(
      products.find((p) => p.uid === line.product),
      line.quantity,
    ),
    quantity: line.quantity,
  }));
  const years = new Set(lines.map((line) => line.product.year));
  const vouchers = checkVouchers(
    input.vouchers,
    await findVouchers(db, [...input.vouchers]),
    years,
  );
  const methods = await listPaymentMethods(db);
  const chosen = input.payment_method
    ? methods.find((method) => method.uid === input.payment_method)
    : methods[0];
  if (input.payment_method && !chosen) {
    throw new HttpError(400, SHOP_MESSAGES.paymentMethodNotFound);
  }
  const rules: VoucherRule[] = vouchers.map((v) => ({
    code: v.code,
    percentOff: v.percentOff,
    amountOff: v.amountOffCents,
  }));
  const totals = computeBill(
    lines.map((line) => ({ unitPrice: line.product.priceCents, quantity: line.quantity })),
    rules,
    chosen?.costsCents ?? 0,
  );
  const dto: BillDto = {
    needsPayment: totals.needsPayment,
    availablePaymentMethods: totals.needsPayment ? methods.map(toPaymentMethodDto) : [],
    products: lines.map(({ product, quantity }) => ({
      uid: product.uid,
      name: product.name,
      quantity,
      unitPrice: eur(product.priceCents),
      totalPrice: eur(product.priceCents * quantity),
    })),
    vouchers: totals.perVoucher.map((v) => ({ code: v.code, discount: eur(v.discount) })),
    subtotal: eur(totals.subtotal),
    discount: eur(totals.discount),
    totalPrice: eur(totals.totalPrice),
    serviceFee: eur(totals.serviceFee),
    paymentCosts: eur(totals.paymentCosts),
    net: eur(totals.net),
    vat: eur(totals.vat),
    grandTotal: eur(totals.grandTotal),
    placeOrderRequest: {
      products: wanted,
      vouchers: vouchers.map((v) => v.code),
      consumer: input.consumer ?? null,
      payment_method: totals.needsPayment ? (chosen?.uid ?? null) : null,
    },
  };
  return {
    dto,
    lines,
    vouchers,
    paymentMethodUid: totals.needsPayment ? (chosen?.uid ?? null) : null,
  };
}
