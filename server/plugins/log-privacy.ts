import type { FastifyRequest } from 'fastify';
import { summarizeDatabaseError } from '../db/errors';
import { requestPath } from './request-path';

/**
 * Log serializers that keep people's data out of the log. Requests: method, route and a path
 * whose query values and secret-looking parts are masked (tokens in reset and calendar links,
 * e-mail addresses); never bodies or headers. Errors: a database error only as its SQLSTATE,
 * constraint and statement name (its parameters once put 17 MB of image bytes, and would put an
 * e-mail and a password hash, into one log line); any other error with e-mail addresses masked.
 */
const EMAIL = /[^\s@/?&=:;,"'<>()[\]]+(?:@|%40)[^\s@/?&=:;,"'<>()[\]]+\.[A-Za-z]{2,}/g;
// Ids and names stay readable; a long run of token characters is a credential.
const SECRET_SEGMENT = /^[A-Za-z0-9_~-]{20,}$/;

export function maskEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** The path without query values, e-mail addresses or token-like segments. */
export function loggablePath(url: string): string {
  const raw = requestPath(url);
  const path = raw
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '[secret]' : segment))
    .join('/');
  const query = url.slice(raw.length + 1);
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return maskEmails(keys.length > 0 ? `${path}?${keys.join('&')}` : path);
}

function serializeRequest(request: FastifyRequest) {
  const route = request.routeOptions.url;
  // A route pattern names parameters instead of their values (/api/calendar/feed/:file).
  const parametric = route !== undefined && !route.includes('*');
  return {
    method: request.method,
    url: parametric ? route : loggablePath(request.url),
    remoteAddress: request.ip,
  };
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The "at …" lines only: the first line of a stack repeats the message. */
const framesOf = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

function serializeError(error: Error): LoggedError {
  const database = summarizeDatabaseError(error);
  if (database) {
    const { statement, constraint } = database;
    const where = [constraint, statement].filter(Boolean).join(', ');
    const message = `Database error ${database.code}${where ? ` (${where})` : ''}`;
    return { ...database, message, stack: framesOf(error.stack) };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  const causes: string[] = [];
  for (let cause = error.cause, depth = 0; cause instanceof Error && depth < 5; depth++) {
    causes.push(`${cause.name}: ${cause.message}`);
    cause = cause.cause;
  }
  return {
    type: error.name,
    message: maskEmails([error.message, ...causes].join('; caused by ')),
    stack: maskEmails(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
  };
}

export const privateDataSerializers = { req: serializeRequest, err: serializeError };
