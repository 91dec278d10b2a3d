/**
 * Values a careless or hostile client sends: wrong types, huge and odd strings, SQL and HTML
 * fragments, numbers past every column's range. Strings carry no marker of their own; the checks
 * strip whatever was sent before they look for leaks in an answer.
 */
import fc from 'fast-check';

export const HUGE_STRING_LENGTH = 100_000;

/** Fragments that break a query or a page when they are pasted into one unescaped. */
export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5) --',
  "') UNION SELECT password_hash FROM users --",
  '\\',
  "%' AND 1=0 UNION ALL SELECT NULL --",
  '$1',
];

export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '<svg/onload=alert(1)>',
  '{{7*7}}${7*7}<%= 7*7 %>',
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone\udfffsurrogate',
  '\u202egnp.exe',
  'Z\u0351\u0352\u0357a\u0300\u0301\u0302l\u0327g\u0328o',
  '😀'.repeat(300),
  '\uFEFFbom',
  'tab\tnew\nline\r\n',
  'a\r\nSet-Cookie: x=y',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%ZZ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  'ROLE_ADMIN',
  '__proto__',
  'constructor',
  'ⓐⓓⓜⓘⓝ@ⓔⓧⓐⓜⓟⓛⓔ.ⓞⓡⓖ',
  ' MIXED@Example.ORG ',
  'a@b',
  '1970-13-45',
  '2025-02-30',
  '0000-00-00T25:61:61Z',
  'ä'.repeat(5000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS, ...SQL_FRAGMENTS, ...HTML_FRAGMENTS) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(HUGE_STRING_LENGTH)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS), fc.nat({ max: 300 }))
      .map(([fragment, times]) => fragment.repeat(times + 1)),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.5,
    1.5,
    -2147483649,
    -2147483648,
    2147483647,
    2147483648,
    4294967296,
    2 ** 53,
    -(2 ** 53),
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of the wrong kind for wherever it lands. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileString.map((text) => [text]) },
  { weight: 1, arbitrary: hostileString.map((text) => ({ value: text })) },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse(`${'['.repeat(1000)}${']'.repeat(1000)}`) as unknown),
  },
);

/** Request bodies that are not the JSON they claim to be. */
export const rawBodies = [
  '{',
  '{"a":',
  '[1,2',
  "{'single':'quotes'}",
  '{"a":1}garbage',
  'null',
  '"just a string"',
  '12345',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1e99999}',
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '\u0000',
  '',
];

/** Content types a route does not take, or takes only when they are well formed. */
export const strangeContentTypes = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-99',
  'application/javascript',
  'image/png',
  '*/*',
];
