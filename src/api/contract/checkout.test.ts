import { describe, expect, it } from 'vitest';
import {
  applyVouchers,
  berlinToday,
  computeBill,
  consumer,
  consumerForm,
  isNotInFuture,
  SERVICE_FEE_PER_TICKET,
  splitVat,
} from './checkout';

const validConsumer = {
  firstName: 'Mia',
  lastName: 'Meier',
  email: 'mia@example.org',
  gender: 2,
  date_of_birth: '1994-05-17',
  address: { street: 'Stralauer Allee 7', city: 'Berlin', postalCode: '10245', country: 'de' },
};

const firstMessage = (input: unknown, path: string) => {
  const result = consumerForm.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
};

describe('splitVat (19 % included)', () => {
  it.each([
    [11_900, 10_000, 1_900],
    [18_900, 15_882, 3_018],
    [100, 84, 16],
    [1, 1, 0],
    [0, 0, 0],
  ])('%i cents gross hold %i net and %i VAT', (gross, net, vat) => {
    expect(splitVat(gross)).toEqual({ net, vat });
  });

  it('net plus VAT is always the gross amount', () => {
    for (let gross = 0; gross < 5000; gross += 7) {
      const { net, vat } = splitVat(gross);
      expect(net + vat).toBe(gross);
      expect(Math.abs(net * 1.19 - gross)).toBeLessThanOrEqual(0.6);
    }
  });
});

describe('applyVouchers', () => {
  it('applies percentages first, each on what is left, then fixed amounts', () => {
    const result = applyVouchers(10_000, [
      { code: 'FIVE', percentOff: null, amountOff: 500 },
      { code: 'TEN', percentOff: 10, amountOff: null },
      { code: 'QUARTER', percentOff: 25, amountOff: null },
    ]);
    expect(result.perVoucher).toEqual([
      { code: 'TEN', discount: 1_000 },
      { code: 'QUARTER', discount: 2_250 },
      { code: 'FIVE', discount: 500 },
    ]);
    expect(result.discount).toBe(3_750);
  });

  it('rounds a percentage half up to the cent and never goes below zero', () => {
    expect(applyVouchers(3_905, [{ code: 'P', percentOff: 10, amountOff: null }]).discount).toBe(
      391,
    );
    expect(applyVouchers(300, [{ code: 'A', percentOff: null, amountOff: 500 }]).discount).toBe(
      300,
    );
    expect(applyVouchers(7_900, [{ code: 'ALL', percentOff: 100, amountOff: null }]).discount).toBe(
      7_900,
    );
  });
});

describe('computeBill', () => {
  it('adds the service fee per ticket and the payment costs to the tickets', () => {
    const bill = computeBill(
      [
        { unitPrice: 18_900, quantity: 2 },
        { unitPrice: 3_900, quantity: 1 },
      ],
      [{ code: 'EARLYBIRD10', percentOff: 10, amountOff: null }],
      49,
    );
    expect(bill.subtotal).toBe(41_700);
    expect(bill.discount).toBe(4_170);
    expect(bill.totalPrice).toBe(37_530);
    expect(bill.serviceFee).toBe(3 * SERVICE_FEE_PER_TICKET);
    expect(bill.paymentCosts).toBe(49);
    expect(bill.grandTotal).toBe(37_530 + 300 + 49);
    expect(bill.net + bill.vat).toBe(bill.grandTotal);
    expect(bill.needsPayment).toBe(true);
  });

  it('a fully discounted order needs no payment and costs nothing', () => {
    const bill = computeBill(
      [{ unitPrice: 7_900, quantity: 1 }],
      [{ code: 'FREE', percentOff: 100, amountOff: null }],
      49,
    );
    expect(bill).toMatchObject({
      totalPrice: 0,
      serviceFee: 0,
      paymentCosts: 0,
      grandTotal: 0,
      needsPayment: false,
    });
  });
});

describe('consumer form rules (spec §5)', () => {
  it('accepts a complete consumer and upper-cases the country', () => {
    const parsed = consumerForm.parse({ ...validConsumer, terms: true });
    expect(parsed.address.country).toBe('DE');
    expect(parsed.ip).toBeNull();
  });

  it.each([
    ['', 'This field is required'],
    ['A', 'Name must be at least 2 characters'],
    ['A'.repeat(50), 'Name must be less than 50 characters'],
  ])('first name %j → %s', (firstName, message) => {
    expect(firstMessage({ ...validConsumer, firstName, terms: true }, 'firstName')).toBe(message);
    expect(firstMessage({ ...validConsumer, lastName: firstName, terms: true }, 'lastName')).toBe(
      message,
    );
  });

  it('takes names of 2 and 49 characters', () => {
    for (const name of ['Al', 'B'.repeat(49)]) {
      expect(consumer.safeParse({ ...validConsumer, firstName: name }).success).toBe(true);
    }
  });

  it.each([
    ['', 'E-mail is required'],
    ['not-an-address', 'E-mail must be valid'],
    ['a@b', 'E-mail must be valid'],
  ])('e-mail %j → %s', (email, message) => {
    expect(firstMessage({ ...validConsumer, email, terms: true }, 'email')).toBe(message);
  });

  it('gender must be 1, 2 or 9', () => {
    for (const gender of [1, 2, 9]) {
      expect(consumer.safeParse({ ...validConsumer, gender }).success).toBe(true);
    }
    for (const gender of [0, 3, '2', undefined]) {
      expect(firstMessage({ ...validConsumer, gender, terms: true }, 'gender')).toBe(
        'Gender is required',
      );
    }
  });

  it('date of birth is required, a real date and not in the future', () => {
    expect(
      firstMessage({ ...validConsumer, date_of_birth: '', terms: true }, 'date_of_birth'),
    ).toBe('Date of birth is required');
    expect(
      firstMessage({ ...validConsumer, date_of_birth: '2001-02-30', terms: true }, 'date_of_birth'),
    ).toBe('Date of birth is required');
    const nextYear = `${new Date().getFullYear() + 1}-01-01`;
    expect(
      firstMessage({ ...validConsumer, date_of_birth: nextYear, terms: true }, 'date_of_birth'),
    ).toBe('Date of birth must not be in the future');
    expect(consumer.safeParse({ ...validConsumer, date_of_birth: berlinToday() }).success).toBe(
      true,
    );
  });

  it('compares the date of birth with the day in Berlin', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
    const now = new Date('2025-12-31T23:30:00Z');
    expect(isNotInFuture('2026-01-01', now)).toBe(true);
    expect(isNotInFuture('2026-01-02', now)).toBe(false);
  });

  it('needs street, city, postal code and country', () => {
    for (const field of ['street', 'city', 'postalCode', 'country']) {
      const address = { ...validConsumer.address, [field]: '' };
      expect(firstMessage({ ...validConsumer, address, terms: true }, `address.${field}`)).toBe(
        'This field is required',
      );
    }
  });

  it('the terms must be accepted', () => {
    expect(firstMessage({ ...validConsumer, terms: false }, 'terms')).toBe(
      'You must accept the terms',
    );
    expect(firstMessage({ ...validConsumer }, 'terms')).toBe('You must accept the terms');
  });
});
