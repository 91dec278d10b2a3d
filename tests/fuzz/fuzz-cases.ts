/**
 * One fuzz case = a plausible request for a route (from its schema) with 0–3 corruptions applied:
 * bad path parameters, hostile query values, a field replaced, dropped or added, a body that is
 * not JSON, a content type the route does not take, an oversized body or upload, odd headers.
 */
import fc from 'fast-check';
import { DEFAULT_BODY_LIMIT } from '../../server/app';
import { FRONTEND_TOKEN_HEADER } from '../../src/api/contract/common';
import { PNG_BYTES } from '../server/program-fixture';
import { hostileString, hostileValue, rawBodies, strangeContentTypes } from './hostile-values';
import { hostileMultipart, oversizedMultipart } from './hostile-uploads';
import { deleteAt, isObject, pathsOf, setAt } from './json-paths';
import { type JsonSchema, type ValueHints, valueFor } from './schema-values';

export interface FuzzRoute {
  method: string;
  url: string;
  params: JsonSchema;
  querystring: JsonSchema;
  body: JsonSchema;
  headers: JsonSchema;
}

export const ACTORS = ['guest', 'user', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export interface Draft {
  actor: Actor;
  params: Record<string, string>;
  /** Path segments sent as they are, not percent-encoded. */
  rawParams: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** Sent instead of the JSON of `body`. */
  payload?: string | Buffer;
  contentType?: string;
  headers: Record<string, string>;
}

interface Corruption {
  label: string;
  apply: (draft: Draft) => Draft;
}

export interface FuzzCase {
  route: FuzzRoute;
  draft: Draft;
  corruptions: string[];
}

export const paramNames = (route: FuzzRoute) =>
  [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
const pick = <T>(list: readonly T[], index: number): T | undefined => list[index % list.length];

export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

const printable = (text: string) => /^[\t\x20-\x7e]*$/.test(text) && text.length <= 8192;
const headerValue = fc.oneof(
  hostileString.filter(printable),
  fc.constantFrom(
    'Bearer ',
    'Bearer x.y.z',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'Basic YWRtaW46YWRtaW4=',
    'a'.repeat(8000),
  ),
);
const HEADERS = ['authorization', 'idempotency-key', 'accept-language', FRONTEND_TOKEN_HEADER];
const EXTRA_KEYS = ['__proto__', 'constructor', 'isAdmin', 'roles', 'id', 'userId', 'password'];

function corruptions(route: FuzzRoute): fc.Arbitrary<Corruption> {
  const names = paramNames(route);
  const queryKeys = Object.keys(route.querystring.properties ?? {});
  const oversized = JSON.stringify({ text: 'x'.repeat(DEFAULT_BODY_LIMIT + 1024) });
  const list: fc.WeightedArbitrary<Corruption>[] = [
    {
      weight: names.length ? 40 : 0,
      arbitrary: fc.tuple(fc.nat(), hostileString).map(([i, value]) => ({
        label: `param ${pick(names, i)}`,
        apply: (d) => ({ ...d, params: { ...d.params, [pick(names, i) ?? '']: value } }),
      })),
    },
    {
      weight: names.length ? 10 : 0,
      arbitrary: fc
        .tuple(fc.nat(), fc.constantFrom('%', '%ZZ', '%00', '..', '.', '%2e%2e', '%2F', ''))
        .map(([i, raw]) => ({
          label: `raw param ${pick(names, i)}`,
          apply: (d) => ({ ...d, rawParams: { ...d.rawParams, [pick(names, i) ?? '']: raw } }),
        })),
    },
    {
      weight: 20,
      arbitrary: fc.tuple(fc.nat(), hostileValue, fc.boolean()).map(([i, value, twice]) => {
        const key = pick(queryKeys, i) ?? 'q';
        return {
          label: `query ${key}`,
          apply: (d) => ({ ...d, query: { ...d.query, [key]: twice ? [value, value] : value } }),
        };
      }),
    },
    {
      weight: 60,
      arbitrary: fc.tuple(fc.nat(), hostileValue).map(([i, value]) => ({
        label: 'body field replaced',
        apply: (d) => ({ ...d, body: setAt(d.body, pick(pathsOf(d.body), i) ?? [], value) }),
      })),
    },
    {
      weight: 30,
      arbitrary: fc.nat().map((i) => ({
        label: 'body field dropped',
        apply: (d) => ({ ...d, body: deleteAt(d.body, pick(pathsOf(d.body).slice(1), i) ?? []) }),
      })),
    },
    {
      weight: 10,
      arbitrary: fc
        .tuple(fc.nat(), fc.constantFrom(...EXTRA_KEYS), hostileValue)
        .map(([i, key, value]) => ({
          label: `body key ${key} added`,
          apply: (d) => {
            const objects = pathsOf(d.body).filter((path) => isObject(valueAt(d.body, path)));
            const at = pick(objects, i);
            return at ? { ...d, body: setAt(d.body, [...at, key], value) } : d;
          },
        })),
    },
    {
      weight: 10,
      arbitrary: hostileValue.map((value) => ({
        label: 'body replaced',
        apply: (d) => ({ ...d, body: value }),
      })),
    },
    {
      weight: 10,
      arbitrary: fc.constantFrom(...rawBodies).map((payload) => ({
        label: 'body not JSON',
        apply: (d) => ({ ...d, payload, contentType: 'application/json' }),
      })),
    },
    {
      weight: 10,
      arbitrary: fc.constantFrom(...strangeContentTypes).map((contentType) => ({
        label: `content type ${contentType}`,
        apply: (d) => ({ ...d, contentType, body: d.body ?? {} }),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constant({
        label: 'body over the limit',
        apply: (d: Draft) => ({ ...d, payload: oversized, contentType: 'application/json' }),
      }),
    },
    {
      weight: 20,
      arbitrary: fc.tuple(fc.constantFrom(...HEADERS), headerValue).map(([name, value]) => ({
        label: `header ${name}`,
        apply: (d) => ({ ...d, headers: { ...d.headers, [name]: value } }),
      })),
    },
    {
      weight: route.url === '/api/file/upload' ? 120 : 5,
      arbitrary: hostileMultipart.map((multipart) => ({
        label: 'multipart',
        apply: (d) => ({ ...d, payload: multipart.payload, contentType: multipart.contentType }),
      })),
    },
    {
      weight: route.url === '/api/file/upload' ? 10 : 0,
      arbitrary: fc.constant({
        label: 'upload over the limit',
        apply: (d: Draft) => ({
          ...d,
          payload: oversizedMultipart.payload,
          contentType: oversizedMultipart.contentType,
        }),
      }),
    },
  ];
  return fc.oneof(...list.filter((entry) => entry.weight > 0));
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as never)[key] : undefined),
    root,
  );
}

function baseDraft(route: FuzzRoute, hints: ValueHints): fc.Arbitrary<Draft> {
  const names = paramNames(route);
  const paramSchemas = route.params.properties ?? {};
  const params = fc.record(
    Object.fromEntries(
      names.map((name) => [name, valueFor(paramSchemas[name] ?? {}, hints, name).map(asText)]),
    ),
  );
  const hasBody = route.body.type !== undefined || route.method === 'POST';
  return fc.record({
    actor: fc.constantFrom(...ACTORS),
    params,
    rawParams: fc.constant({}),
    query: route.querystring.properties
      ? (valueFor(route.querystring, hints) as fc.Arbitrary<Record<string, unknown>>)
      : fc.constant({}),
    body: hasBody ? valueFor(route.body, hints) : fc.constant(undefined),
    headers: route.headers.properties
      ? (valueFor(route.headers, hints) as fc.Arbitrary<Record<string, string>>)
      : fc.constant({}),
  });
}

/** A route's cases: one in twenty is left whole (it keeps data flowing), the rest corrupted. */
export function fuzzCase(route: FuzzRoute, hints: ValueHints): fc.Arbitrary<FuzzCase> {
  const steps = fc.oneof(
    { weight: 1, arbitrary: fc.constant([] as Corruption[]) },
    { weight: 19, arbitrary: fc.array(corruptions(route), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(baseDraft(route, hints), steps).map(([base, chosen]) => ({
    route,
    draft: chosen.reduce((draft, step) => step.apply(draft), withUpload(route, base)),
    corruptions: chosen.map((step) => step.label),
  }));
}

/** The upload route's whole request is a valid PNG until a corruption says otherwise. */
function withUpload(route: FuzzRoute, draft: Draft): Draft {
  if (route.url !== '/api/file/upload') return draft;
  const boundary = 'fuzzBase';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`,
    ),
    PNG_BYTES,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { ...draft, payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
