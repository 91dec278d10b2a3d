import type { WebSocket } from 'ws';
import {
  CHAT_MESSAGES,
  CHAT_SEND_DESTINATION,
  chatQueue,
  chatSend,
  type ChatMessage,
  type ChatSend,
} from '../../../src/api/contract/chat';
import type { AuthUser } from '../../plugins/auth';
import type { Presence } from './presence';
import { watchSessions } from './session-watch';
import { bearer, decodeFrames, encodeFrame, parseHeartBeat, type StompFrame } from './stomp-frame';

export interface HeartBeat {
  /** How often the server can send heart-beats (sx). */
  outgoingMs: number;
  /** How often the server wants to hear from the client (sy). */
  incomingMs: number;
}

export interface BrokerOptions {
  authenticate: (token: string) => Promise<AuthUser | null>;
  /** Stores the message; delivery comes back through `deliver` (via the bus). */
  send: (sender: AuthUser, body: ChatSend) => Promise<ChatMessage>;
  heartBeat?: HeartBeat;
  /** Time for the CONNECT frame after the socket opened. */
  connectTimeoutMs?: number;
  /** Told about every socket that subscribed to its queue, and when it stopped (all nodes). */
  presence?: Pick<Presence, 'enter' | 'leave'>;
  log?: { warn: (obj: object, msg: string) => void };
  /** Which of these sessions are still live, asked every `sessionCheckMs` (`watchSessions`). */
  liveSessions?: (sessionIds: string[]) => Promise<Set<string>>;
  sessionCheckMs?: number;
}

export interface Broker {
  attach(socket: WebSocket): void;
  /** Hands a stored message to this node's subscribers of the user's queue. */
  deliver(userId: number, message: ChatMessage): number;
  /** Ends the user's sockets on this node (only those of `sessionIds`, when given). */
  closeUser(userId: number, sessionIds?: readonly string[]): number;
  close(): void;
}

const DEFAULT_HEART_BEAT: HeartBeat = { outgoingMs: 10_000, incomingMs: 10_000 };
// Spec: be lenient about heart-beat timing; the connection is dead after twice the interval.
const GRACE_FACTOR = 2;

interface Session {
  socket: WebSocket;
  user: AuthUser | null;
  /** subscription id → destination */
  subscriptions: Map<string, string>;
  /** Counted in the presence (subscribed at least once and not yet gone). */
  present: boolean;
  queue: Promise<void>;
  lastSeen: number;
  timers: NodeJS.Timeout[];
  messageCount: number;
}

/** STOMP 1.2 over WebSocket for 1:1 chat: one queue per user, `/user/{id}/queue/messages`. */
export function createBroker(options: BrokerOptions): Broker {
  const heartBeat = options.heartBeat ?? DEFAULT_HEART_BEAT;
  const sessions = new Set<Session>();

  const write = (session: Session, frame: StompFrame) => {
    if (session.socket.readyState === session.socket.OPEN) session.socket.send(encodeFrame(frame));
  };

  const leave = (session: Session) => {
    if (!session.present || !session.user) return;
    session.present = false;
    options.presence?.leave(session.user.id).catch((error: unknown) => {
      options.log?.warn({ err: error }, 'Chat presence not updated');
    });
  };

  const stop = (session: Session) => {
    session.timers.forEach((timer) => clearInterval(timer));
    session.timers = [];
    sessions.delete(session);
    leave(session);
  };

  /** ERROR then close, as STOMP requires. */
  const fail = (session: Session, message: string, frame?: StompFrame) => {
    const headers: Record<string, string> = { message, 'content-type': 'text/plain' };
    const receipt = frame?.headers.receipt;
    if (receipt) headers['receipt-id'] = receipt;
    write(session, { command: 'ERROR', headers, body: message });
    stop(session);
    session.socket.close(1008, message.slice(0, 120));
  };

  const startHeartBeats = (session: Session, frame: StompFrame): string => {
    const [cx, cy] = parseHeartBeat(frame.headers['heart-beat']);
    const sx = heartBeat.outgoingMs;
    const sy = heartBeat.incomingMs;
    if (sx > 0 && cy > 0) {
      const every = Math.max(sx, cy);
      session.timers.push(
        setInterval(() => {
          if (session.socket.readyState === session.socket.OPEN) session.socket.send('\n');
        }, every),
      );
    }
    if (cx > 0 && sy > 0) {
      const limit = Math.max(cx, sy) * GRACE_FACTOR;
      session.timers.push(
        setInterval(
          () => {
            if (Date.now() - session.lastSeen > limit) {
              stop(session);
              session.socket.terminate();
            }
          },
          Math.max(cx, sy),
        ),
      );
    }
    return `${sx},${sy}`;
  };

  const stopSessionWatch = options.liveSessions
    ? watchSessions({
        liveSessions: options.liveSessions,
        everyMs: options.sessionCheckMs,
        open: () =>
          [...sessions].flatMap((session) =>
            session.user ? [{ socket: session, user: session.user }] : [],
          ),
        end: (session) => fail(session, CHAT_MESSAGES.sessionEnded),
        log: options.log,
      })
    : () => undefined;

  const receipt = (session: Session, frame: StompFrame) => {
    const id = frame.headers.receipt;
    if (id) write(session, { command: 'RECEIPT', headers: { 'receipt-id': id }, body: '' });
  };

  const connect = async (session: Session, frame: StompFrame) => {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) return fail(session, 'Supported protocol version is 1.2');
    const token = bearer(frame);
    if (!token) return fail(session, CHAT_MESSAGES.noAccessToken);
    const user = await options.authenticate(token);
    if (!user) return fail(session, CHAT_MESSAGES.invalidToken);
    session.user = user;
    const beat = startHeartBeats(session, frame);
    write(session, {
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': beat, 'user-name': String(user.id) },
      body: '',
    });
  };

  const subscribe = async (session: Session, user: AuthUser, frame: StompFrame) => {
    const { id, destination } = frame.headers;
    if (!id || !destination) return fail(session, 'SUBSCRIBE needs id and destination', frame);
    // `/user/queue/messages` is the Spring-style alias of one's own queue.
    const own = destination === chatQueue(user.id) || destination === '/user/queue/messages';
    if (!own) return fail(session, CHAT_MESSAGES.forbiddenDestination, frame);
    session.subscriptions.set(id, chatQueue(user.id));
    if (!session.present) {
      session.present = true;
      // Before the RECEIPT: once subscribed, every node sees the user online.
      await options.presence?.enter(user.id);
    }
    receipt(session, frame);
  };

  const send = async (session: Session, user: AuthUser, frame: StompFrame) => {
    if (frame.headers.destination !== CHAT_SEND_DESTINATION) {
      return fail(session, `Unknown destination ${frame.headers.destination ?? ''}`, frame);
    }
    let body: unknown;
    try {
      body = JSON.parse(frame.body);
    } catch {
      return fail(session, 'The message body must be JSON', frame);
    }
    const parsed = chatSend.safeParse(body);
    if (!parsed.success) return fail(session, 'Invalid chat message', frame);
    try {
      await options.send(user, parsed.data);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The message was not stored';
      return fail(session, message, frame);
    }
    // The receipt says: stored; delivery follows through the bus.
    receipt(session, frame);
  };

  const handle = async (session: Session, frame: StompFrame) => {
    const { user } = session;
    if (!user) {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return connect(session, frame);
      return fail(session, CHAT_MESSAGES.noAccessToken, frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return subscribe(session, user, frame);
      case 'UNSUBSCRIBE':
        session.subscriptions.delete(frame.headers.id ?? '');
        if (session.subscriptions.size === 0) leave(session);
        return receipt(session, frame);
      case 'SEND':
        return send(session, user, frame);
      case 'ACK':
      case 'NACK':
        return receipt(session, frame);
      case 'DISCONNECT':
        receipt(session, frame);
        stop(session);
        session.socket.close(1000);
        return;
      default:
        return fail(session, `Unsupported frame ${frame.command}`, frame);
    }
  };

  return {
    attach(socket) {
      const session: Session = {
        socket,
        user: null,
        subscriptions: new Map(),
        present: false,
        queue: Promise.resolve(),
        lastSeen: Date.now(),
        timers: [],
        messageCount: 0,
      };
      sessions.add(session);
      const connectTimer = setTimeout(() => {
        if (!session.user) fail(session, CHAT_MESSAGES.noAccessToken);
      }, options.connectTimeoutMs ?? 10_000);
      session.timers.push(connectTimer);
      socket.on('message', (data, isBinary) => {
        session.lastSeen = Date.now();
        const text =
          isBinary || typeof data !== 'string'
            ? Buffer.from(data as Buffer).toString('utf8')
            : data;
        let frames: StompFrame[];
        try {
          frames = decodeFrames(text);
        } catch (error) {
          fail(session, error instanceof Error ? error.message : 'Malformed frame');
          return;
        }
        // Frames of one socket are handled strictly in order (a chat keeps its order).
        for (const frame of frames) {
          session.queue = session.queue
            .then(() => (sessions.has(session) ? handle(session, frame) : undefined))
            .catch((error: unknown) => {
              options.log?.warn({ err: error }, 'STOMP frame failed');
              fail(session, 'Internal error');
            });
        }
      });
      socket.on('close', () => stop(session));
      socket.on('error', () => stop(session));
    },

    deliver(userId, message) {
      let delivered = 0;
      for (const session of sessions) {
        if (session.user?.id !== userId) continue;
        for (const [id, destination] of session.subscriptions) {
          session.messageCount += 1;
          write(session, {
            command: 'MESSAGE',
            headers: {
              subscription: id,
              'message-id': `${message.id}-${session.messageCount}`,
              destination,
              'content-type': 'application/json',
            },
            body: JSON.stringify(message),
          });
          delivered += 1;
        }
      }
      return delivered;
    },

    closeUser(userId, sessionIds) {
      const ending = [...sessions].filter(
        ({ user }) => user?.id === userId && (!sessionIds || sessionIds.includes(user.sessionId)),
      );
      for (const session of ending) fail(session, CHAT_MESSAGES.sessionEnded);
      return ending.length;
    },

    close() {
      stopSessionWatch();
      for (const session of [...sessions]) {
        stop(session);
        session.socket.close(1001);
      }
    },
  };
}
