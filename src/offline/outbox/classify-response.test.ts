import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay, classifyResponse } from './classify-response';

describe('classifyResponse', () => {
  it.each([200, 201, 204, 299])('treats %i as delivered', (status) => {
    expect(classifyResponse(status)).toBe('done');
  });

  it('keeps the queue on 401', () => {
    expect(classifyResponse(401)).toBe('unauthorized');
  });

  it.each([400, 403, 404, 409, 410, 422])('drops a change the server refuses with %i', (status) => {
    expect(classifyResponse(status)).toBe('rejected');
  });

  it.each([408, 429, 500, 502, 503, 504])('retries after %i', (status) => {
    expect(classifyResponse(status)).toBe('retry');
  });

  it('retries after a network failure', () => {
    expect(classifyResponse('network')).toBe('retry');
  });

  it('never drops a row on an unexpected status', () => {
    expect(classifyResponse(302)).toBe('retry');
    expect(classifyResponse(0)).toBe('retry');
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 seconds', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([2_000, 4_000, 8_000, 16_000]);
  });

  it('is capped at 5 minutes', () => {
    expect(backoffDelay(9)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(50)).toBe(5 * 60_000);
  });
});
