import { computeBill } from '../../src/api/contract/checkout';
import type { Random } from './random';
import { seededUuid } from './generate-shop';
import type {
  SeedOrder,
  SeedOrderItem,
  SeedPaymentMethod,
  SeedProduct,
  SeedTicket,
  SeedUser,
} from './seed-types';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const TICKET_CODE_LENGTH = 12;

export const ticketCode = (random: Random) =>
  Array.from(
    { length: TICKET_CODE_LENGTH },
    () => CODE_ALPHABET[random.int(0, CODE_ALPHABET.length - 1)] ?? 'A',
  ).join('');

export interface DemoPurchase {
  buyer: SeedUser;
  productName: string;
  /** One ticket per holder; the first is the buyer. */
  holders: string[];
  /** Consumer gender code (spec §9): 1 male, 2 female, 9 diverse. */
  gender: 1 | 2 | 9;
  createdAt: Date;
}

/** Completed orders with issued tickets for the demo member and the ticket holder. */
export const generateOrders = (
  random: Random,
  purchases: readonly DemoPurchase[],
  products: readonly SeedProduct[],
  payment: SeedPaymentMethod,
): SeedOrder[] =>
  purchases.flatMap((purchase) => {
    const product = products.find((p) => p.name === purchase.productName);
    if (!product) return [];
    const uid = seededUuid(random);
    const item: SeedOrderItem = {
      productUid: product.uid,
      name: product.name,
      quantity: purchase.holders.length,
      unitPrice: product.price,
    };
    const tickets = purchase.holders.map((holder): SeedTicket => ({
      uid: seededUuid(random),
      productUid: product.uid,
      ownerUserId: purchase.buyer.id,
      ownerName: holder,
      year: product.year,
      price: product.price,
      code: ticketCode(random),
    }));
    const bill = computeBill([item], [], payment.costs);
    return [
      {
        uid,
        userId: purchase.buyer.id,
        consumer: {
          firstName: purchase.buyer.firstName,
          lastName: purchase.buyer.lastName,
          email: purchase.buyer.email,
          gender: purchase.gender,
          date_of_birth: '1994-05-17',
          address: {
            street: 'Stralauer Allee 7',
            city: 'Berlin',
            postalCode: '10245',
            country: 'DE',
          },
          ip: null,
        },
        items: [item],
        total: bill.totalPrice,
        serviceFee: bill.serviceFee,
        paymentCosts: bill.paymentCosts,
        grandTotal: bill.grandTotal,
        paymentMethodUid: payment.uid,
        createdAt: purchase.createdAt,
        tickets,
      },
    ];
  });
