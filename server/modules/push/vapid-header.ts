import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

// RFC 8292 allows up to 24 hours; a signature is made for 12 and used for at most 11 of them.
const VALID_SECONDS = 12 * 60 * 60;
const REUSE_SECONDS = 11 * 60 * 60;

/**
 * The VAPID `Authorization` header for an endpoint, signed once per push service (the JWT's
 * audience is the endpoint's origin) and reused while it stays valid: signing is most of the
 * CPU time of a push, and 10,000 devices usually sit behind two or three push services.
 */
export function createVapidHeaders(keys: VapidKeys, subject: string, now = () => Date.now()) {
  const signed = new Map<string, { header: string; renewAt: number }>();
  return (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const seconds = Math.floor(now() / 1000);
    const cached = signed.get(audience);
    if (cached && seconds < cached.renewAt) return cached.header;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      seconds + VALID_SECONDS,
    );
    signed.set(audience, { header: Authorization, renewAt: seconds + REUSE_SECONDS });
    return Authorization;
  };
}
