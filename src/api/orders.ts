import { api, QUIET } from './client';
import {
  billDto,
  IDEMPOTENCY_HEADER,
  placeOrderResult,
  type BillDto,
  type BillRequest,
  type PlaceOrderRequest,
  type PlaceOrderResult,
} from './contract/checkout';
import { SHOP_PATHS } from './contract/shop';
import {
  orderDto,
  orderSignupResult,
  redeemResult,
  type OrderDto,
  type OrderSignupRequest,
  type OrderSignupResult,
  type RedeemResult,
} from './contract/tickets';
import { deviceHeaders } from './device-id';

// Apart from the shop's product and cart calls (shop.ts): their schemas (checkout, orders,
// tickets) load with the screens that need them, not with the product list.

// Checkout. Quiet: the screens show these failures where they belong (voucher field, bill page).

export const getBill = async (body: BillRequest): Promise<BillDto> =>
  billDto.parse(await api.post(SHOP_PATHS.bill, { json: body, ...QUIET }).json());

/** Places the order; the same idempotency key makes a retried tap safe. */
export const placeOrder = async (
  body: PlaceOrderRequest,
  idempotencyKey: string,
): Promise<PlaceOrderResult> =>
  placeOrderResult.parse(
    await api
      .post(SHOP_PATHS.place, {
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
        ...QUIET,
      })
      .json(),
  );

/** Guest checkout with sign-up: the account is created, logged in and holds the cart. */
export const orderSignup = async (body: OrderSignupRequest): Promise<OrderSignupResult> =>
  orderSignupResult.parse(
    await api.post(SHOP_PATHS.orderSignup, { json: body, ...deviceHeaders(), ...QUIET }).json(),
  );

// Orders and tickets (the tickets themselves come with the sync, offline/sync/sync-tickets.ts).

/** POST order/get: 200 with the order when found (owner, or the buyer's e-mail). Quiet: 404 is a state. */
export const findOrder = async (orderId: string, email: string): Promise<OrderDto> =>
  orderDto.parse(
    await api.post(SHOP_PATHS.orderGet, { json: { orderId, email }, ...QUIET }).json(),
  );

/** POST order/{orderId}/cancel: the buyer gives a pending order up. Quiet: the pay page says why not. */
export const cancelOrder = async (orderId: string, email: string): Promise<OrderDto> =>
  orderDto.parse(
    await api.post(SHOP_PATHS.cancelOrder(orderId), { json: { email }, ...QUIET }).json(),
  );

/** GET ticket/scan/{code}. Quiet: the redeem page shows the server's text itself. */
export const redeemTicket = async (code: string): Promise<RedeemResult> =>
  redeemResult.parse(await api.get(SHOP_PATHS.redeem(code), QUIET).json());
