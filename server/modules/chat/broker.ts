import type { WebSocket } from 'ws';
import {
  CHAT_MESSAGES,
  chatErrorCode,
  chatErrorsQueue,
  chatQueue,
  type ChatMessage,
  type ChatMessageName,
  type ChatRefusal,
  type ChatSend,
} from '../../../src/api/contract/chat';
import type { AuthUser } from '../../plugins/auth';
import { ownQueue, readSend } from './chat-frames';
import { startHeartBeats, type HeartBeat } from './heart-beats';
import type { Presence } from './presence';
import { CHAT_SEND_LIMIT, createSendLimit, type SendLimitOptions } from './send-limit';
import { errorTrace, refusalOf } from './send-refusal';
import { watchSessions } from './session-watch';
import {
  bearer,
  decodeFrames,
  encodeFrame,
  StompSyntaxError,
  type StompFrame,
} from './stomp-frame';

export type { HeartBeat };

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
  /** SENDs per account (tests lower it); CHAT_SEND_LIMIT by default. */
  sendLimit?: SendLimitOptions;
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
  const sendLimit = createSendLimit(options.sendLimit ?? CHAT_SEND_LIMIT);

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

  /**
   * ERROR then close, as STOMP requires: only for protocol faults (frames, auth, destinations).
   * The text is one of ours, never an exception's.
   */
  const fail = (
    session: Session,
    name: ChatMessageName,
    frame?: StompFrame,
    message: string = CHAT_MESSAGES[name],
  ) => {
    const headers: Record<string, string> = {
      message,
      code: chatErrorCode(name),
      'content-type': 'text/plain',
    };
    const receipt = frame?.headers.receipt;
    if (receipt) headers['receipt-id'] = receipt;
    write(session, { command: 'ERROR', headers, body: message });
    stop(session);
    session.socket.close(1008, message.slice(0, 120));
  };

  /** MESSAGE frames to the session's subscriptions of `destination`; how many went out. */
  const publish = (session: Session, destination: string, id: string, body: string) => {
    let written = 0;
    for (const [subscription, subscribed] of session.subscriptions) {
      if (subscribed !== destination) continue;
      session.messageCount += 1;
      const headers = { subscription, destination, 'content-type': 'application/json' };
      write(session, {
        command: 'MESSAGE',
        headers: { ...headers, 'message-id': `${id}-${session.messageCount}` },
        body,
      });
      written += 1;
    }
    return written;
  };

  /** A refused SEND: a MESSAGE on the sender's errors queue; the socket and the rest flow on. */
  const refuse = (session: Session, user: AuthUser, refusal: ChatRefusal) => {
    publish(session, chatErrorsQueue(user.id), 'refused', JSON.stringify(refusal));
  };

  const stopSessionWatch = options.liveSessions
    ? watchSessions({
        liveSessions: options.liveSessions,
        everyMs: options.sessionCheckMs,
        open: () =>
          [...sessions].flatMap((session) =>
            session.user ? [{ socket: session, user: session.user }] : [],
          ),
        end: (session) => fail(session, 'sessionEnded'),
        log: options.log,
      })
    : () => undefined;

  const receipt = (session: Session, frame: StompFrame) => {
    const id = frame.headers.receipt;
    if (id) write(session, { command: 'RECEIPT', headers: { 'receipt-id': id }, body: '' });
  };

  const connect = async (session: Session, frame: StompFrame) => {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) {
      return fail(session, 'protocolError', frame, 'Supported protocol version is 1.2');
    }
    const token = bearer(frame);
    if (!token) return fail(session, 'noAccessToken');
    const user = await options.authenticate(token);
    if (!user) return fail(session, 'invalidToken');
    session.user = user;
    const beat = startHeartBeats({
      socket: session.socket,
      heartBeat,
      clientHeader: frame.headers['heart-beat'],
      lastSeen: () => session.lastSeen,
      dead: () => {
        stop(session);
        session.socket.terminate();
      },
    });
    session.timers.push(...beat.timers);
    write(session, {
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': beat.header, 'user-name': String(user.id) },
      body: '',
    });
  };

  const subscribe = async (session: Session, user: AuthUser, frame: StompFrame) => {
    const { id, destination } = frame.headers;
    if (!id || !destination) {
      return fail(session, 'protocolError', frame, 'SUBSCRIBE needs id and destination');
    }
    // `/user/queue/…` is the Spring-style alias of one's own queue.
    const own = ownQueue(user.id, destination);
    if (!own) return fail(session, 'forbiddenDestination', frame);
    session.subscriptions.set(id, own);
    if (own === chatQueue(user.id) && !session.present) {
      session.present = true;
      // Before the RECEIPT: once subscribed, every node sees the user online.
      await options.presence?.enter(user.id);
    }
    receipt(session, frame);
  };

  const send = async (session: Session, user: AuthUser, frame: StompFrame) => {
    const read = readSend(frame);
    if ('fault' in read) return fail(session, 'protocolError', frame, read.fault);
    if ('refusal' in read) return refuse(session, user, read.refusal);
    if (!sendLimit.take(user.id)) {
      return refuse(session, user, {
        clientId: read.body.clientId,
        code: chatErrorCode('rateLimited'),
        message: CHAT_MESSAGES.rateLimited,
      });
    }
    try {
      await options.send(user, read.body);
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.code === chatErrorCode('notStored')) {
        options.log?.warn(errorTrace(error), 'Chat message not stored');
      }
      return refuse(session, user, { clientId: read.body.clientId, ...refusal });
    }
    // The receipt says: stored; delivery follows through the bus.
    receipt(session, frame);
  };

  const handle = async (session: Session, frame: StompFrame) => {
    const { user } = session;
    if (!user) {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return connect(session, frame);
      return fail(session, 'noAccessToken', frame);
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
        return fail(session, 'protocolError', frame, 'Unsupported frame');
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
        if (!session.user) fail(session, 'noAccessToken');
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
          // Our own parser's texts only (they describe the frame, not any stored data).
          fail(
            session,
            'protocolError',
            undefined,
            error instanceof StompSyntaxError ? error.message.slice(0, 120) : undefined,
          );
          return;
        }
        // Frames of one socket are handled strictly in order (a chat keeps its order).
        for (const frame of frames) {
          session.queue = session.queue
            .then(() => (sessions.has(session) ? handle(session, frame) : undefined))
            .catch((error: unknown) => {
              options.log?.warn(errorTrace(error), 'STOMP frame failed');
              fail(session, 'internalError');
            });
        }
      });
      socket.on('close', () => stop(session));
      socket.on('error', () => stop(session));
    },

    deliver(userId, message) {
      let delivered = 0;
      const body = JSON.stringify(message);
      for (const session of sessions) {
        if (session.user?.id !== userId) continue;
        delivered += publish(session, chatQueue(userId), String(message.id), body);
      }
      return delivered;
    },

    closeUser(userId, sessionIds) {
      const ending = [...sessions].filter(
        ({ user }) => user?.id === userId && (!sessionIds || sessionIds.includes(user.sessionId)),
      );
      for (const session of ending) fail(session, 'sessionEnded');
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
