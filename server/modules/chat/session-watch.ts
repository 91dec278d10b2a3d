import type { AuthUser } from '../../plugins/auth';

const DEFAULT_CHECK_MS = 30_000;

export interface SessionWatchOptions<Socket> {
  /** Which of these sessions are still live (read from the database: every node sees a logout). */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  everyMs?: number;
  /** The logged-in sockets of this node now. */
  open: () => { socket: Socket; user: AuthUser }[];
  /** Ends a socket whose session ended. */
  end: (socket: Socket) => void;
  log?: { warn: (obj: object, msg: string) => void };
}

/**
 * A chat socket's token is checked only at CONNECT; this asks every `everyMs` whether the
 * sessions of the open sockets still live, so a logout or revocation on any node closes them.
 * Returns the stop function.
 */
export function watchSessions<Socket>(options: SessionWatchOptions<Socket>): () => void {
  const check = async () => {
    const open = options.open();
    if (open.length === 0) return;
    const live = await options.liveSessions([...new Set(open.map(({ user }) => user.sessionId))]);
    for (const { socket, user } of open) {
      if (!live.has(user.sessionId)) options.end(socket);
    }
  };
  const timer = setInterval(() => {
    check().catch((error: unknown) => {
      options.log?.warn({ err: error }, 'Chat sessions not checked');
    });
  }, options.everyMs ?? DEFAULT_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
