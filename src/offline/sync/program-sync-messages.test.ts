import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../testing/fake-api';
import { answeredFetch, type EarlyAnswer } from './program-sync-messages';

const bytes = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer;

const eventsAnswer: EarlyAnswer = {
  key: 'POST /api/event/get/all/year',
  response: {
    status: 200,
    headers: [
      ['content-type', 'application/json'],
      ['etag', '"e1"'],
    ],
    body: bytes('[{"id":7}]'),
  },
};

describe('answeredFetch', () => {
  it('answers a request with its early answer: status, headers and body', async () => {
    const api = createFakeApi();
    const fetch = answeredFetch([eventsAnswer], api.fetch);

    const response = await fetch('/api/event/get/all/year', { method: 'POST' });

    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"e1"');
    expect(await response.json()).toEqual([{ id: 7 }]);
    expect(api.calls).toEqual([]);
  });

  it('answers each request once; the next one and any other request go to the network', async () => {
    const api = createFakeApi({ 'GET /api/venue/all': () => ({ status: 200, body: [] }) });
    const fetch = answeredFetch([eventsAnswer], api.fetch);

    await fetch('/api/event/get/all/year', { method: 'POST' });
    await fetch('/api/event/get/all/year', { method: 'POST' });
    await fetch('/api/venue/all', { method: 'GET' });

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/event/get/all/year',
      'GET /api/venue/all',
    ]);
  });

  it('tells a request apart by its method', async () => {
    const api = createFakeApi();
    const fetch = answeredFetch([eventsAnswer], api.fetch);
    await fetch('/api/event/get/all/year');
    expect(api.calls).toHaveLength(1);
  });

  it('fails like fetch for an early request that got no answer', async () => {
    const fetch = answeredFetch([{ key: 'GET /api/venue/all', response: null }]);
    await expect(fetch('/api/venue/all', { method: 'GET' })).rejects.toThrow(TypeError);
  });

  it('gives a status without a body (304, 204) no body, whatever was sent', async () => {
    const fetch = answeredFetch([
      { key: 'GET /api/venue/all', response: { status: 304, headers: [], body: bytes('') } },
    ]);
    const response = await fetch('/api/venue/all', { method: 'GET' });
    expect(response.status).toBe(304);
    expect(response.body).toBeNull();
  });
});
