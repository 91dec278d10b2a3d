import { earlyAnswer } from './early-answer';

/** GET /api/ticket/all, apart from its schema: the entry must stay zod-free. */
const PRODUCTS_PATH = '/api/ticket/all';

// Prices and stock change: an answer the shop did not take soon after the start is not used.
const products = earlyAnswer(30_000);

/** On a shop page the entry asks for the products at once (public, the same for everyone). */
export const sendProductsRequestEarly = (): void => products.send(PRODUCTS_PATH);

/** The early answer's body, once, if it is recent and came back fine; otherwise undefined. */
export const takeEarlyProducts = (): Promise<unknown> => products.take(PRODUCTS_PATH);
