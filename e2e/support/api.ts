import type { Page } from 'playwright-core';
import { sessionUser, type SessionUser } from '../../src/api/contract/auth';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../../src/api/contract/common';
import { baseUrl } from './context';

/** The local-storage key the app keeps its session under (spec §4: the session lives there). */
export const SESSION_STORAGE_KEY = 'festival.session';

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Sent as a JSON body. */
  json?: unknown;
}

/** Calls the server's /api with the frontend token header every /api call needs. */
export function apiFetch(path: string, init: ApiInit = {}): Promise<Response> {
  const { token, json, headers, ...rest } = init;
  const all = new Headers(headers);
  all.set(FRONTEND_TOKEN_HEADER, FRONTEND_TOKEN);
  if (token) all.set('authorization', `Bearer ${token}`);
  if (json !== undefined) all.set('content-type', 'application/json');
  const url = `${baseUrl()}/api/${path.replace(/^\/?(api\/)?/, '')}`;
  return fetch(url, {
    ...rest,
    headers: all,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
}

/** Logs in through POST /api/auth/signin and returns the session the app would store. */
export async function loginViaApi(email: string, password: string): Promise<SessionUser> {
  const res = await apiFetch('auth/signin', { method: 'POST', json: { email, password } });
  if (!res.ok) throw new Error(`signin as ${email} failed: ${res.status} ${await res.text()}`);
  return sessionUser.parse(await res.json());
}

/**
 * Puts a session into the app's local storage before the page's next navigation, as a returning
 * user's browser would have it. Only once per tab, so a later logout is not undone on reload.
 */
export async function storeSession(page: Page, session: unknown): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      const marker = 'e2e.session-stored';
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      localStorage.setItem(key, value);
    },
    [SESSION_STORAGE_KEY, JSON.stringify(session)] as const,
  );
}
