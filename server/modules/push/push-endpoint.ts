import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { PUSH_ENDPOINT_MESSAGES } from '../../../src/api/contract/push';
import { isPublicAddress } from './public-address';

/**
 * Where the server may send pushes. An endpoint is a URL the browser's push service handed out,
 * but the server only sees what a client posts: left unchecked it would connect anywhere for
 * anyone (cloud metadata, the database port). So: https, a known push service's host on the
 * default port, and, after DNS, only public addresses; the connection goes to the very address
 * that was checked, so a name cannot resolve to another one in between.
 */
export interface PushEndpointRules {
  /** Host names (`*.` = any subdomain) of the push services (PUSH_HOSTS). */
  hosts: readonly string[];
  /** Tests only (PUSH_LOOPBACK_ENDPOINTS): a stand-in push service on 127.0.0.1 / localhost. */
  allowLoopback: boolean;
  /** Every address of a host name (DNS); replaced in tests. */
  resolve: (hostname: string) => Promise<string[]>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const resolveHost = async (hostname: string) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** An endpoint the server does not send to; `message` is one of PUSH_ENDPOINT_MESSAGES. */
export class PushEndpointRefused extends Error {
  override name = 'PushEndpointRefused';
}

const isStandIn = (url: URL, rules: PushEndpointRules) =>
  rules.allowLoopback && LOOPBACK_HOSTS.has(url.hostname);

function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  // Patterns are names: an IP literal (127.0.0.1, [::ffff:a9fe:a9fe], 0x7f000001) never matches.
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return false;
  return hosts.some((pattern) =>
    pattern.startsWith('*.')
      ? hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1
      : hostname === pattern,
  );
}

/** The endpoint's URL when scheme, host and port may be used; addresses are checked later. */
export function endpointUrl(endpoint: string, rules: PushEndpointRules): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused(PUSH_ENDPOINT_MESSAGES.pushEndpointNotHttps);
  }
  if (isStandIn(url, rules) && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  if (url.protocol !== 'https:') {
    throw new PushEndpointRefused(PUSH_ENDPOINT_MESSAGES.pushEndpointNotHttps);
  }
  const plain = url.username === '' && url.password === '' && url.port === '';
  if (!plain || !hostAllowed(url.hostname, rules.hosts)) {
    throw new PushEndpointRefused(PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed);
  }
  return url;
}

/** The host's addresses, refused unless there is at least one and every one is public. */
export async function publicAddresses(
  hostname: string,
  rules: PushEndpointRules,
): Promise<string[]> {
  const addresses = await rules.resolve(hostname);
  const standIn = rules.allowLoopback && LOOPBACK_HOSTS.has(hostname);
  if (standIn) return addresses;
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new PushEndpointRefused(PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed);
  }
  return addresses;
}

// A name that does not exist is refused at once; a DNS server that does not answer is not the
// endpoint's fault, and the check before every push still decides.
const NO_SUCH_HOST = new Set(['ENOTFOUND', 'ENODATA']);

/** What subscribing checks: the URL, and the addresses its host has now. */
export async function checkEndpoint(endpoint: string, rules: PushEndpointRules): Promise<void> {
  const url = endpointUrl(endpoint, rules);
  if (isStandIn(url, rules)) return;
  try {
    await publicAddresses(url.hostname, rules);
  } catch (error) {
    if (error instanceof PushEndpointRefused) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && NO_SUCH_HOST.has(code)) {
      throw new PushEndpointRefused(PUSH_ENDPOINT_MESSAGES.pushServiceNotAllowed);
    }
  }
}

/**
 * `lookup` for the push connections: resolves, refuses unless every address is public, and hands
 * exactly those addresses to the socket (no second lookup that could answer differently).
 */
export function checkedLookup(rules: PushEndpointRules): LookupFunction {
  return (hostname, options, callback) => {
    publicAddresses(hostname, rules)
      .then((addresses) => {
        const family = { IPv4: 4, IPv6: 6 }[String(options.family)] ?? options.family;
        const usable = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => !family || entry.family === family);
        const [first] = usable;
        if (!first)
          throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}
