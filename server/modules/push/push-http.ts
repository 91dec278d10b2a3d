import http from 'node:http';
import https from 'node:https';
import { checkedLookup, type PushEndpointRules } from './push-endpoint';

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer;
  /** Aborts the request (the job's lease was lost). */
  signal: AbortSignal;
  /** Gives up when the push service stays silent this long. */
  timeoutMs: number;
}

/** Answers the push service's HTTP status; throws on network failures and aborts. */
export type PostPush = (request: PushRequest) => Promise<number>;

/**
 * POSTs pushes over kept-alive connections (node:http, far less work per request than fetch,
 * which matters at thousands of pushes a second); at most `sockets` per push service. Each new
 * connection goes only to an address `rules` allow (checkedLookup); redirects are not followed
 * (node:http never does): a 3xx is an answer like any other.
 */
export function createPushPoster(sockets: number, rules: PushEndpointRules): PostPush {
  const lookup = checkedLookup(rules);
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: sockets, lookup }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: sockets, lookup }),
  };
  return ({ endpoint, headers, body, signal, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const url = new URL(endpoint);
      const client = url.protocol === 'https:' ? https : http;
      const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
      const request = client.request(
        url,
        { method: 'POST', headers, agent, lookup, signal },
        (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
          response.once('error', reject);
        },
      );
      request.once('error', reject);
      request.setTimeout(timeoutMs, () => request.destroy(new Error('Push service timed out')));
      request.end(body);
    });
}
