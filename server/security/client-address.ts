import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** Where proxies live: a forwarding header from such an address is most likely a real proxy's. */
const proxyRanges = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  proxyRanges.addSubnet(network, prefix, 'ipv4');
}
proxyRanges.addAddress('::1', 'ipv6');
proxyRanges.addSubnet('fc00::', 7, 'ipv6');
proxyRanges.addSubnet('fe80::', 10, 'ipv6');

const fromProxyRange = (address: string) => {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
  return proxyRanges.check(v4, isIPv4(v4) ? 'ipv4' : 'ipv6');
};

let warned = false;

/**
 * The client's own IP address when the server can know it, otherwise null; per-IP limits apply
 * only to a known address (docs/decisions.md, "Login throttling"). With TRUST_PROXY, Fastify took
 * it from the trusted proxy's `X-Forwarded-For`. Without it, a forwarding header sent from a
 * loopback or private address means an untrusted proxy in front: the socket address is then the
 * proxy's, shared by every client, so it is no client's. A forwarding header from a public
 * address is the client's own invention and is ignored.
 */
export function knownClientAddress(request: FastifyRequest): string | null {
  if (request.server.config.trustProxy !== false) return request.ip;
  const socketAddress = request.socket.remoteAddress ?? null;
  if (socketAddress === null) return null;
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (!forwarded || !fromProxyRange(socketAddress)) return socketAddress;
  if (!warned) {
    warned = true;
    request.log.warn(
      'Requests arrive through a proxy but TRUST_PROXY is not set: per-IP limits are off. ' +
        'Set TRUST_PROXY (see README, production).',
    );
  }
  return null;
}
