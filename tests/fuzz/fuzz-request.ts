/** A fuzz case as the request app.inject() sends: path, query, headers and body encoded. */
import type { InjectOptions } from 'fastify';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../../src/api/contract/common';
import { type Actor, asText, type FuzzCase } from './fuzz-cases';
import { HUGE_STRING_LENGTH } from './hostile-values';
import { stringsIn } from './json-paths';

/** Percent-encoded; a lone surrogate goes as the bytes a browser would send (U+FFFD). */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Buffer.from(text).toString('hex').replace(/../g, '%$&');
  }
}

export interface BuiltRequest {
  options: InjectOptions;
  url: string;
  payload: string | Buffer | undefined;
  /** Every string the request carried, to tell an echo from a leak. */
  sent: string[];
}

export function buildRequest(fuzz: FuzzCase, tokens: Record<Actor, string>): BuiltRequest {
  const { route, draft } = fuzz;
  const path = route.url.replace(
    /:(\w+)/g,
    (_match, name: string) => draft.rawParams[name] ?? encodeSegment(draft.params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(draft.query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
  }
  const query = search.toString();
  const token = tokens[draft.actor];
  const headers: Record<string, string> = {
    [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...draft.headers,
  };
  const payload =
    draft.payload ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body));
  if (payload !== undefined) headers['content-type'] = draft.contentType ?? 'application/json';
  const sent = [
    ...Object.values(draft.params),
    ...Object.values(draft.rawParams),
    ...stringsIn(draft.query),
    ...stringsIn(draft.body),
    ...Object.values(draft.headers),
  ];
  if (typeof draft.payload === 'string') sent.push(draft.payload);
  const url = query ? `${path}?${query}` : path;
  return {
    options: {
      method: route.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    },
    url,
    payload,
    sent: sent.filter((text) => text.length > 0 && text.length <= HUGE_STRING_LENGTH * 3),
  };
}
