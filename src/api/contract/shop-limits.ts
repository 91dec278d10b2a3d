// Zod-free, for the cart's store, which the shop's first screen loads (product-reader.ts).

/** Most tickets of one product in one cart or order. */
export const MAX_QUANTITY = 10;
