/**
 * Who has a socket subscribed to their chat queue, on any node: the broker reports every
 * subscribed socket, the chat service asks before it sends a push instead of a live message.
 */
export interface Presence {
  /** One more subscribed socket of the user on this node. */
  enter(userId: number): Promise<void>;
  /** One subscribed socket of the user on this node fewer. */
  leave(userId: number): Promise<void>;
  /** Whether the user has a subscribed socket on any node. */
  isOnline(userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Sockets per user on this node; the count is what both presences build on. */
export function createSocketCounts() {
  const counts = new Map<number, number>();
  return {
    /** Answers true when this is the user's first socket here. */
    add(userId: number): boolean {
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      return count === 1;
    },
    /** Answers true when this was the user's last socket here. */
    remove(userId: number): boolean {
      const count = (counts.get(userId) ?? 0) - 1;
      if (count > 0) counts.set(userId, count);
      else counts.delete(userId);
      return count === 0;
    },
    has: (userId: number) => counts.has(userId),
    users: () => [...counts.keys()],
    clear: () => counts.clear(),
  };
}

/** One node (PGlite): presence is this node's sockets. */
export function createLocalPresence(): Presence {
  const counts = createSocketCounts();
  return {
    enter(userId) {
      counts.add(userId);
      return Promise.resolve();
    },
    leave(userId) {
      counts.remove(userId);
      return Promise.resolve();
    },
    isOnline: (userId) => Promise.resolve(counts.has(userId)),
    close() {
      counts.clear();
      return Promise.resolve();
    },
  };
}
