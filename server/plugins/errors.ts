import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_MESSAGES, UNLISTED_CODE, type ErrorBody } from '../../src/api/contract/common';
import {
  codeOfMessage,
  REQUEST_MESSAGES,
  VALIDATION_MESSAGES,
  type CodedMessage,
} from '../../src/api/contract/message-codes';
import { isDataException } from '../db/errors';
import { HttpError } from './http-error';

const R = REQUEST_MESSAGES;
// Fastify's own 4xx texts name its internals; these say what the client should change.
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: R.invalidMediaType,
  FST_ERR_CTP_INVALID_JSON_BODY: R.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: R.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: R.bodyTooLarge,
};

// Raised by the router before any route or hook runs (Fastify's `frameworkErrors`).
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: R.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: R.paramTooLong },
};

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/** The answer to a failure: the text, and its code from the registry unless one is given. */
export function errorAnswer(message: string, coded?: CodedMessage): ErrorBody {
  const found = coded ?? codeOfMessage(message);
  return {
    message,
    code: found?.code ?? UNLISTED_CODE,
    ...(found?.params && { params: found.params }),
  };
}

/** Every failure leaves as `{ message, code }`: 4xx with a readable text, 5xx without detail. */
export function setupErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorAnswer(error.message, error.coded));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationAnswer(error.validation, error.validationContext));
    }
    const status = error.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const known = CLIENT_ERROR_MESSAGES[error.code];
      return reply
        .code(status)
        .send(
          known ? errorAnswer(known) : { ...errorAnswer(error.message), code: 'request.refused' },
        );
    }
    if (isDataException(error)) {
      // Validation let the value through but the database cannot hold it: still the client's input.
      request.log.warn({ err: error }, 'A request value was refused by the database');
      return reply.code(400).send(errorAnswer(API_MESSAGES.invalidValue));
    }
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send(errorAnswer(API_MESSAGES.internalError));
  });
  // A failure sent by hand (`reply.code(404).send({ message })`) gets its code here.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) {
      return payload;
    }
    return withCode(payload);
  });
}

function withCode(payload: string): string {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null || !('message' in body)) return payload;
  const { message, code } = body as { message: unknown; code?: unknown };
  if (typeof message !== 'string' || (typeof code === 'string' && code !== UNLISTED_CODE)) {
    return payload;
  }
  return JSON.stringify({ ...body, ...errorAnswer(message) });
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
    .send(errorAnswer(known?.message ?? API_MESSAGES.internalError));
}

/** "email: E-mail must be valid; password: Required" — the first problem of each field. */
export function validationMessage(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  return fieldProblems(issues, context)
    .map(({ field, message }) => `${field}: ${message}`)
    .join('; ');
}

/** A refused request: the fields' texts in `message`, and a code for each field's problem. */
export function validationAnswer(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): ErrorBody {
  const fields = fieldProblems(issues, context);
  return {
    message: fields.map(({ field, message }) => `${field}: ${message}`).join('; '),
    code: 'validation.invalidFields',
    fields,
  };
}

type FieldProblem = NonNullable<ErrorBody['fields']>[number];

function fieldProblems(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  for (const issue of issues) {
    const field = issue.instancePath.slice(1).replaceAll('/', '.') || nameOf(context);
    if (byField.has(field)) continue;
    const message = readable(issue.message ?? VALIDATION_MESSAGES.invalid);
    // A contract's own text keeps its code; zod's generic texts are "invalid".
    const found = codeOfMessage(message) ?? { code: 'validation.invalid' };
    byField.set(field, { field, message, ...found });
  }
  return [...byField.values()];
}

function nameOf(context: string | undefined): string {
  return CONTEXT_NAMES[context ?? ''] ?? 'request';
}

function readable(message: string): string {
  return /received undefined$/.test(message) ? VALIDATION_MESSAGES.required : message;
}
