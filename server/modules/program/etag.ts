import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** A strong ETag: a hash of everything the answer depends on. */
export function strongEtag(...parts: readonly unknown[]): string {
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
  return `"${digest.slice(0, 32)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sets the validators of a revalidated read and tells whether the client's copy is current
 * (then answer 304 without a body). no-cache: clients keep the copy but must ask every time.
 */
export function isNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'no-cache');
  return matchesEtag(request.headers['if-none-match'], etag);
}

/** Response schema of the 304 answer, which has no body. */
export const notModifiedBody = z.undefined();
