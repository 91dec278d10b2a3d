import { expect, it } from 'vitest';
import { answerProblems } from './answer-leaks';

const json = (statusCode: number, body: unknown) => ({
  statusCode,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

it('flags 5xx answers, stack traces, server paths, SQL and driver errors', () => {
  expect(
    answerProblems(json(500, { message: 'Internal server error', code: 'api.internalError' }), []),
  ).toEqual(['status 500']);
  const stack = 'TypeError: x is undefined\n    at handler (/work/main/server/modules/a.ts:12:3)';
  expect(answerProblems(json(400, { message: stack, code: 'unlisted' }), [])).toEqual([
    'leaks stack trace',
    'leaks source location',
    'leaks server path',
    'leaks error class',
  ]);
  const query = 'Failed query: select "id" from "users" where "id" = $1';
  expect(answerProblems(json(400, { message: query, code: 'unlisted' }), [])).toEqual([
    'leaks SQL',
  ]);
  const driver = 'value "2147483648" is out of range for type integer';
  expect(answerProblems(json(400, { message: driver, code: 'unlisted' }), [])).toEqual([
    'leaks database error',
  ]);
});

it('does not mistake an echo of what was sent for a leak', () => {
  const sent = "') UNION SELECT password_hash FROM users --";
  expect(answerProblems(json(200, { name: sent }), [sent])).toEqual([]);
  const echo = { message: `The voucher ${sent} is unknown.`, code: 'voucher.invalid' };
  expect(answerProblems(json(400, echo), [sent])).toEqual([]);
});

it('flags sent HTML that comes back unescaped in a page', () => {
  const page = {
    statusCode: 200,
    contentType: 'text/html',
    body: '<p><script>alert(1)</script></p>',
  };
  expect(answerProblems(page, ['<script>alert(1)</script>'])).toEqual([
    'sent HTML echoed unescaped into an HTML page',
  ]);
});

it('flags an error answer without a code', () => {
  expect(answerProblems(json(404, { message: 'Not found' }), [])).toEqual(['error without a code']);
  expect(answerProblems(json(404, { message: 'Not found', code: 'api.notFound' }), [])).toEqual([]);
});
