import type { ProductDto } from '../contract/shop';

/** A plain ticket product named by its uid, unlimited and in stock. */
export const productFixture = (uid: string, price: number): ProductDto => ({
  uid,
  name: uid,
  additionalInformation: null,
  price,
  currency: 'EUR',
  soldOut: false,
  availability: null,
  year: 2025,
});
