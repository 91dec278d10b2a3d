import { isIP } from 'node:net';
import { z } from 'zod';

/** A whole number from the environment, within bounds. */
export const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A yes/no setting: true, 1, yes, on (or false, 0, no, off). */
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']))
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** FRAME_ANCESTORS: origins such as https://festival.example or https://*.festival.example. */
export const originList = z
  .string()
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(
            /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i,
            'expected origins such as https://festival.example, separated by spaces or commas',
          ),
      )
      .min(1),
  );
/** PUSH_HOSTS: host names, a leading `*.` for any subdomain. */
export const hostList = z
  .string()
  .transform((value) =>
    value
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((host) => host.toLowerCase()),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(
            /^(\*\.)?([a-z0-9-]+\.)+[a-z0-9-]+$/,
            'expected host names such as fcm.googleapis.com or *.push.apple.com',
          ),
      )
      .min(1),
  );

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const proxyAddress = (entry: string) => {
  const [address = '', prefix, ...rest] = entry.split('/');
  return (
    PROXY_RANGE_NAMES.has(entry) ||
    (isIP(address) !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)))
  );
};
/**
 * Which proxies' `X-Forwarded-*` headers to believe: off (false), `true` = one proxy in front
 * (its last hop is the client; entries a client wrote before it are ignored), a number of
 * proxies in a chain, or their addresses/CIDRs. Never "trust every hop": a client could then
 * name any address it likes.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['false', '0', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return 1;
    if (/^\d{1,2}$/.test(lower)) return Number(lower);
    const entries = lower.split(',').map((entry) => entry.trim());
    if (entries.every(proxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'expected true/false, a number of proxies, or proxy addresses/CIDRs',
    });
    return z.NEVER;
  });
/** A service's base address, without a trailing slash. */
export const httpUrl = z
  .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
  .transform((u) => u.replace(/\/+$/, ''));
