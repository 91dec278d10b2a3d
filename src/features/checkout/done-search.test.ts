import { describe, expect, it } from 'vitest';
import {
  doneKind,
  doneSearchSchema,
  isSafePaymentLink,
  refusalReason,
  refusedSearch,
} from './done-search';

describe('after-payment page (spec §4)', () => {
  it('reads completed and pending, anything else is a problem', () => {
    expect(doneKind('completed')).toBe('completed');
    expect(doneKind('pending')).toBe('pending');
    expect(doneKind('error')).toBe('problem');
    expect(doneKind('cancelled')).toBe('problem');
    expect(doneKind(undefined)).toBe('problem');
  });

  it('keeps order_state, email and order_id from the query', () => {
    expect(
      doneSearchSchema.parse({ order_state: 'completed', email: 'a@b.c', order_id: 'x' }),
    ).toEqual({
      order_state: 'completed',
      email: 'a@b.c',
      order_id: 'x',
    });
    expect(doneSearchSchema.parse({ order_state: 5 }).order_state).toBeUndefined();
  });

  it('follows same-origin, https or loopback payment links only', () => {
    const origin = 'http://127.0.0.1:3000';
    expect(isSafePaymentLink('/api/payment/sandbox/o1?t=x', origin)).toBe(true);
    expect(isSafePaymentLink('https://pay.example.com/x', origin)).toBe(true);
    expect(isSafePaymentLink('javascript:alert(1)', origin)).toBe(false);
    expect(isSafePaymentLink('http://evil.example.com/', origin)).toBe(false);
    // A local stand-in of the provider (e2e) is on this device's loopback.
    expect(isSafePaymentLink('http://127.0.0.1:4242/pay/cs_1', origin)).toBe(true);
    expect(isSafePaymentLink('http://localhost.evil.example/pay', origin)).toBe(false);
  });

  it('carries the server’s reason for a refused order through the link, and only plain values', () => {
    const search = refusedSearch({ code: 'voucher.usedUp', params: { code: 'ONCE' } });
    expect(search).toEqual({
      order_state: 'error',
      reason: 'voucher.usedUp',
      reason_params: '{"code":"ONCE"}',
    });
    expect(refusalReason(doneSearchSchema.parse(search))).toEqual({
      code: 'voucher.usedUp',
      params: { code: 'ONCE' },
    });
    expect(refusedSearch(null)).toEqual({ order_state: 'error' });
    expect(refusalReason({ order_state: 'error' })).toBeNull();
    expect(
      refusalReason({ reason: 'shop.soldOut', reason_params: '{"a":{"b":1},"c":2,"d":"x"}' }),
    ).toEqual({ code: 'shop.soldOut', params: { c: 2, d: 'x' } });
    expect(refusalReason({ reason: 'shop.soldOut', reason_params: 'not json' })).toEqual({
      code: 'shop.soldOut',
      params: {},
    });
  });
});
