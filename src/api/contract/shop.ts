import { z } from 'zod';

/**
 * Ticket shop contract (spec §3 Product, Cart entry, Payment method; §7 Cart and orders).
 * Every amount is an integer number of euro cents, gross (19 % VAT included).
 */

export const CURRENCY = 'EUR';

/** Most tickets of one product in one cart or order. */
export const MAX_QUANTITY = 10;

/** Texts the shop, checkout, order and ticket routes answer with (spec §8 where it gives one). */
export const SHOP_MESSAGES = {
  emptyCart: 'Error validation your order. Please try again.',
  productNotFound: 'Ticket not found',
  soldOut: 'This ticket is sold out.',
  notEnoughLeft: 'Not enough tickets left.',
  tooMany: `You can buy at most ${MAX_QUANTITY} tickets of a kind.`,
  paymentMethodNotFound: 'Please choose a payment method.',
  orderNotFound: 'Order not found',
  orderNotPending: 'This order cannot be paid any more.',
  orderNotCancellable: 'This order can no longer be cancelled.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different order.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 200 characters',
  paymentLinkInvalid: 'This payment link is invalid.',
  signatureInvalid: 'Invalid signature',
  amountMismatch: 'The paid amount does not match the order.',
  downloadInvalid: 'This download link is invalid.',
  ticketCodeInvalid: 'A ticket code has 12 characters.',
  ticketNotFound: 'No ticket with this code.',
  ticketRedeemed: 'Congrats! Your new Tickets has been added to your account.',
} as const;

export const cents = z.number().int().min(0);

/** `{ amount, currency }` as in the spec's `totalPrice.amount`, `grandTotal {amount, currency}`. */
export const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type Money = z.infer<typeof money>;

export const eur = (amount: number): Money => ({ amount, currency: CURRENCY });

export const productUid = z.string().trim().min(1).max(64);

/**
 * What a product text may hold: text formatting and links. An image or a frame would load from
 * wherever it points as soon as the markup is parsed in a page (issue #43).
 */
export const PRODUCT_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'small',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'a',
  'div',
] as const;
export const PRODUCT_TEXT_ATTRIBUTES = ['href', 'title'] as const;
/**
 * A product text may hold one `<div lang="de">` and one `<div lang="en">`: the shop shows the
 * block in the reader's language (no second column in the database for a second language).
 */
export const PRODUCT_TEXT_LANGUAGE_ATTRIBUTE = 'lang';

/** A ticket product (GET /api/ticket/all). `price` is gross cents; `availability` null = unlimited. */
export const productDto = z.object({
  uid: z.string(),
  name: z.string(),
  /** HTML cleaned by the server to `PRODUCT_TEXT_TAGS`; the app sanitises it again (DOMPurify). */
  additionalInformation: z.string().nullable(),
  price: cents,
  currency: z.string().length(3),
  /** True when marked sold out or nothing is left. */
  soldOut: z.boolean(),
  availability: z.number().int().min(0).nullable(),
  year: z.number().int(),
});
export type ProductDto = z.infer<typeof productDto>;
export const productList = z.array(productDto);

/** Cart entry (spec §3): `uid` is the product's uid (one entry per product). */
export const cartEntryDto = z.object({
  uid: z.string(),
  amount: z.number().int().min(1),
  product: productDto,
});
export type CartEntryDto = z.infer<typeof cartEntryDto>;

/** The whole server cart; every cart/* call answers with it. `total` is the gross sum in cents. */
export const cartDto = z.object({
  entries: z.array(cartEntryDto),
  total: money,
});
export type CartDto = z.infer<typeof cartDto>;

export const cartProductParams = z.object({ productUid });

/** GET cart/amount/{productUid}/{+1|-1}: `1` is accepted for `+1`. */
export const cartAmountParams = z.object({
  productUid,
  step: z.enum(['+1', '1', '-1']).transform((step) => (step === '-1' ? -1 : 1)),
});

/** One line of a checkout or merge request: `product` is the product uid. */
export const productQuantity = z.object({
  product: productUid,
  quantity: z.number().int().min(1).max(MAX_QUANTITY, SHOP_MESSAGES.tooMany),
});
export type ProductQuantity = z.infer<typeof productQuantity>;

/** POST cart/merge: the anonymous cart after login; amounts add up (capped at MAX_QUANTITY). */
export const cartMergeRequest = z.object({
  products: z.array(productQuantity).max(50),
});
export type CartMergeRequest = z.infer<typeof cartMergeRequest>;

/** Payment method (spec §3); `costs` is added to the bill when this method is chosen. */
export const paymentMethodDto = z.object({
  uid: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  costs: money,
});
export type PaymentMethodDto = z.infer<typeof paymentMethodDto>;
export const paymentMethodList = z.array(paymentMethodDto);

/** Voucher texts with the voucher's code or the limit in `{{…}}` (filled by voucherMessages). */
export const VOUCHER_MESSAGES = {
  invalid: 'The voucher {{code}} is not valid.',
  usedUp: 'The voucher {{code}} has been used up.',
  wrongYear: 'The voucher {{code}} is not valid for this festival.',
  tooMany: 'At most {{max}} vouchers per order.',
} as const;

const fill = (template: string, params: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

export const voucherMessages = {
  invalid: (code: string) => fill(VOUCHER_MESSAGES.invalid, { code }),
  usedUp: (code: string) => fill(VOUCHER_MESSAGES.usedUp, { code }),
  wrongYear: (code: string) => fill(VOUCHER_MESSAGES.wrongYear, { code }),
  tooMany: (max: number) => fill(VOUCHER_MESSAGES.tooMany, { max }),
};

/**
 * Paths under /api (spec §7 where it names one). `{…}` are path parameters.
 * - GET  ticket/all                      → ProductDto[] (public)
 * - GET  payment/methods                 → PaymentMethodDto[] (public)
 * - GET  cart/my                         → CartDto (login)
 * - GET  cart/add/{productUid}           → CartDto (+1, adds the line if missing)
 * - GET  cart/remove/{productUid}        → CartDto (removes the line)
 * - GET  cart/amount/{productUid}/{+1|-1} → CartDto (-1 at amount 1 removes the line)
 * - POST cart/merge {products}           → CartDto (anonymous cart after login)
 * - POST ticket/order/bill, ticket/order/bill/new  BillRequest → BillDto (guest or login)
 * - POST ticket/order/place, ticket/order/place/new PlaceOrderRequest → PlaceOrderResult
 *        (optional Idempotency-Key header)
 * - GET  order/my, order/my/update       → OrderDto[] (login)
 * - POST order/get {orderId, email}      → OrderDto (owner, or anyone with the buyer's e-mail)
 * - GET  order/{orderId}/pay             → {link} (owner or by e-mail query `email`)
 * - GET  ticket/my/all                   → OwnedTicketDto[] (login)
 * - GET  ticket/scan/{code}              → RedeemResult (login)
 * - POST auth/order/signup/simple        → OrderSignupResult
 * - GET  order/{orderId}/tickets.pdf?t=… → application/pdf (signed link from the order)
 * - GET  payment/sandbox/{orderId}?t=…   → the sandbox provider's HTML pay page
 */
export const SHOP_PATHS = {
  products: 'ticket/all',
  paymentMethods: 'payment/methods',
  cart: 'cart/my',
  cartAdd: (productUid: string) => `cart/add/${encodeURIComponent(productUid)}`,
  cartRemove: (productUid: string) => `cart/remove/${encodeURIComponent(productUid)}`,
  cartAmount: (productUid: string, step: 1 | -1) =>
    `cart/amount/${encodeURIComponent(productUid)}/${step === 1 ? '+1' : '-1'}`,
  cartMerge: 'cart/merge',
  bill: 'ticket/order/bill',
  place: 'ticket/order/place',
  myOrders: 'order/my',
  myOrdersUpdate: 'order/my/update',
  orderGet: 'order/get',
  payLink: (orderId: string) => `order/${encodeURIComponent(orderId)}/pay`,
  cancelOrder: (orderId: string) => `order/${encodeURIComponent(orderId)}/cancel`,
  myTickets: 'ticket/my/all',
  passedOn: 'ticket/passed-on',
  claimOrder: 'ticket/claim/order',
  startTransfer: (uid: string) => `ticket/${encodeURIComponent(uid)}/transfer`,
  transfer: (id: string) => `ticket/transfer/${encodeURIComponent(id)}`,
  acceptTransfer: (id: string) => `ticket/transfer/${encodeURIComponent(id)}/accept`,
  redeem: (code: string) => `ticket/scan/${encodeURIComponent(code)}`,
  orderSignup: 'auth/order/signup/simple',
} as const;
