import { api, QUIET } from './client';
import { PAYMENT_MODE_PATH, paymentModeDto, type PaymentModeDto } from './contract/payments';
import {
  cartDto,
  paymentMethodList,
  productList,
  SHOP_PATHS,
  type CartDto,
  type PaymentMethodDto,
  type ProductDto,
  type ProductQuantity,
} from './contract/shop';

/** GET /api/ticket/all (no auth): the ticket products of the shop. */
export const getProducts = async (): Promise<ProductDto[]> =>
  productList.parse(await api.get(SHOP_PATHS.products).json());

/** The payment methods the cart drawer offers before a bill exists. */
export const getPaymentMethods = async (): Promise<PaymentMethodDto[]> =>
  paymentMethodList.parse(await api.get(SHOP_PATHS.paymentMethods).json());

// Cart calls of a logged-in user; every one answers with the whole cart (spec §7 cart/*).

export const getMyCart = async (): Promise<CartDto> =>
  cartDto.parse(await api.get(SHOP_PATHS.cart).json());

export const addToCart = async (productUid: string): Promise<CartDto> =>
  cartDto.parse(await api.get(SHOP_PATHS.cartAdd(productUid)).json());

export const removeFromCart = async (productUid: string): Promise<CartDto> =>
  cartDto.parse(await api.get(SHOP_PATHS.cartRemove(productUid)).json());

export const changeCartAmount = async (productUid: string, step: 1 | -1): Promise<CartDto> =>
  cartDto.parse(await api.get(SHOP_PATHS.cartAmount(productUid, step)).json());

/** POST /api/cart/merge: the guest's local cart joins the account's cart after login. Quiet: retried later. */
export const mergeCart = async (products: ProductQuantity[]): Promise<CartDto> =>
  cartDto.parse(await api.post(SHOP_PATHS.cartMerge, { json: { products }, ...QUIET }).json());

/** GET /api/payment/mode (no auth): TEST MODE, and whether payments can be taken at all. */
export const getPaymentMode = async (): Promise<PaymentModeDto> =>
  paymentModeDto.parse(await api.get(PAYMENT_MODE_PATH, QUIET).json());
