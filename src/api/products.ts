import type { ProductDto } from './contract/shop';
import { readProductList } from './contract/product-reader';
import { takeEarlyProducts } from './early-products';

/**
 * GET /api/ticket/all (no auth): the ticket products of the shop, first from the entry's request.
 * That answer is read by hand (product-reader.ts), so the shop's first screen loads neither zod
 * nor the API client; without a usable one (failed, late, not the contract's) the client asks.
 */
export const getProducts = async (): Promise<ProductDto[]> =>
  readProductList(await takeEarlyProducts()) ?? (await import('./shop')).fetchProducts();
