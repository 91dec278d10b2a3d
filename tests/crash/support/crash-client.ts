import WebSocket from 'ws';
import { CHAT_SEND_DESTINATION, CHAT_SOCKET_PATH } from '../../../src/api/contract/chat';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../../../src/api/contract/common';
import {
  decodeFrames,
  encodeFrame,
  type StompFrame,
} from '../../../server/modules/chat/stomp-frame';

/** What the app and the payment provider do over the wire, tolerant of a server that dies. */

const REQUEST_TIMEOUT_MS = 20_000;

export interface Answer {
  status: number;
  body: unknown;
}

export interface CallInit {
  method?: 'GET' | 'POST';
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One request; null when the connection broke (the server was killed while answering). */
export async function call(baseUrl: string, path: string, init: CallInit = {}) {
  const headers: Record<string, string> = { [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: { ...headers, ...init.headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').includes('json');
    return { status: res.status, body: json ? (JSON.parse(text) as unknown) : text };
  } catch {
    return null;
  }
}

/** Repeats `request` until an answer below 500 arrives (a client's retry once the server is back). */
export async function untilAnswered(request: () => Promise<Answer | null>): Promise<Answer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await request();
    if (answer && answer.status < 500) return answer;
    if (attempt >= 5)
      throw new Error(`No answer after ${attempt} tries: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const callUntilAnswered = (baseUrl: string, path: string, init: CallInit = {}) =>
  untilAnswered(() => call(baseUrl, path, init));

/** A raw STOMP 1.2 session over /ws, as @stomp/stompjs speaks it. */
export interface ChatSocket {
  /** SEND with a receipt; true when the RECEIPT came, false when the socket died first. */
  send(body: { clientId: string; recipientId: number; content: string }): Promise<boolean>;
  close(): void;
}

export async function openChat(baseUrl: string, token: string): Promise<ChatSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`, {
    headers: { origin: baseUrl },
  });
  const waiters = new Set<(frame: StompFrame | null) => void>();
  socket.on('message', (data: Buffer) => {
    for (const frame of decodeFrames(data.toString('utf8'))) waiters.forEach((w) => w(frame));
  });
  const ended = () => waiters.forEach((w) => w(null));
  socket.on('close', ended);
  socket.on('error', ended);
  const next = (match: (frame: StompFrame) => boolean) =>
    new Promise<StompFrame | null>((resolve) => {
      const waiter = (frame: StompFrame | null) => {
        if (frame && !match(frame)) return;
        waiters.delete(waiter);
        resolve(frame);
      };
      waiters.add(waiter);
      if (socket.readyState > WebSocket.OPEN) waiter(null);
    });

  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const connected = next(() => true);
  socket.send(
    encodeFrame({
      command: 'CONNECT',
      headers: {
        'accept-version': '1.2',
        host: 'festival',
        'heart-beat': '0,0',
        Authorization: `Bearer ${token}`,
      },
      body: '',
    }),
  );
  const answer = await connected;
  if (answer?.command !== 'CONNECTED') {
    socket.close();
    throw new Error(`STOMP CONNECT failed: ${JSON.stringify(answer)}`);
  }

  let receipts = 0;
  return {
    send: async (body) => {
      receipts += 1;
      const id = `send-${body.clientId}-${receipts}`;
      const receipt = next((frame) => frame.headers['receipt-id'] === id);
      socket.send(
        encodeFrame({
          command: 'SEND',
          headers: {
            destination: CHAT_SEND_DESTINATION,
            receipt: id,
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
        }),
      );
      const frame = await receipt;
      return frame?.command === 'RECEIPT';
    },
    close: () => socket.close(),
  };
}
