import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES } from '../../src/api/contract/common';
import { isDataException } from '../db/errors';
import { HttpError } from './http-error';

// Fastify's own 4xx texts name its internals; these say what the client should change.
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
};

// Raised by the router before any route or hook runs (Fastify's `frameworkErrors`).
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The request path is not a valid URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the request path is too long' },
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** Every failure leaves as `{ message }`: 4xx with a readable text, 5xx without any detail. */
export function setupErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = validationMessage(error.validation, error.validationContext);
      return reply.code(400).send({ message });
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ message: CLIENT_ERROR_MESSAGES[error.code] ?? error.message });
    }
    if (isDataException(error)) {
      // Validation let the value through but the database cannot hold it: still the client's input.
      request.log.warn({ err: error }, 'A request value was refused by the database');
      return reply.code(400).send({ message: API_MESSAGES.invalidValue });
    }
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send({ message: API_MESSAGES.internalError });
  });
}

/**
 * Fastify's `frameworkErrors` option: without it the router answers a bad or overlong path with
 * its own body, which names its error codes and echoes the path, past the error handler above.
 */
export function answerRouterError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = ROUTER_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, 'Request failed');
  void reply
    .code(known?.status ?? 500)
    .send({ message: known?.message ?? API_MESSAGES.internalError });
}

/** "email: E-mail must be valid; password: Required" — the first problem of each field. */
export function validationMessage(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.instancePath.slice(1).replaceAll('/', '.') || nameOf(context);
    if (!byField.has(field)) byField.set(field, readable(issue.message ?? 'Invalid value'));
  }
  return [...byField].map(([field, message]) => `${field}: ${message}`).join('; ');
}

function nameOf(context: string | undefined): string {
  return CONTEXT_NAMES[context ?? ''] ?? 'request';
}

function readable(message: string): string {
  return /received undefined$/.test(message) ? 'Required' : message;
}
