import { requestInit, type ApiRequest } from '@/offline/request-init';

/** GET /api/ticket/all as a plain request, apart from its schema: the entry must stay zod-free. */
const PRODUCTS_REQUEST = { method: 'GET', path: '/api/ticket/all' } as const satisfies ApiRequest;

// Prices and stock change: an answer the shop did not take soon after the start is not used.
const MAX_AGE_MS = 30_000;

let sent: { response: Promise<Response>; at: number } | undefined;

/**
 * On a shop page the entry asks for the products at once (they are public, the same for
 * everyone): their download then runs alongside the app's, not after its first render.
 */
export const sendProductsRequestEarly = (): void => {
  if (!navigator.onLine) return;
  const response = fetch(PRODUCTS_REQUEST.path, requestInit(PRODUCTS_REQUEST));
  // A failure is getProducts' to handle: it then asks again, with the API client's errors.
  response.catch(() => undefined);
  sent = { response, at: Date.now() };
};

/** The early answer's body, once, if it is recent and came back fine; otherwise undefined. */
export const takeEarlyProducts = async (): Promise<unknown> => {
  const early = sent;
  sent = undefined;
  if (!early || Date.now() - early.at > MAX_AGE_MS) return undefined;
  try {
    const answer = await early.response;
    return answer.ok ? await answer.json() : undefined;
  } catch {
    return undefined;
  }
};
