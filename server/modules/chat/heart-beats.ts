import type { WebSocket } from 'ws';
import { parseHeartBeat } from './stomp-frame';

export interface HeartBeat {
  /** How often the server can send heart-beats (sx). */
  outgoingMs: number;
  /** How often the server wants to hear from the client (sy). */
  incomingMs: number;
}

// Spec: be lenient about heart-beat timing; the connection is dead after twice the interval.
const GRACE_FACTOR = 2;

/**
 * Agrees the heart-beats of a CONNECT (`clientHeader` is its `heart-beat`): sends ours and
 * calls `dead` when the client went silent. Returns the CONNECTED header and the timers to stop.
 */
export function startHeartBeats(options: {
  socket: WebSocket;
  heartBeat: HeartBeat;
  clientHeader: string | undefined;
  lastSeen: () => number;
  dead: () => void;
}): { header: string; timers: NodeJS.Timeout[] } {
  const { socket } = options;
  const [cx, cy] = parseHeartBeat(options.clientHeader);
  const sx = options.heartBeat.outgoingMs;
  const sy = options.heartBeat.incomingMs;
  const timers: NodeJS.Timeout[] = [];
  if (sx > 0 && cy > 0) {
    timers.push(
      setInterval(
        () => {
          if (socket.readyState === socket.OPEN) socket.send('\n');
        },
        Math.max(sx, cy),
      ),
    );
  }
  if (cx > 0 && sy > 0) {
    const limit = Math.max(cx, sy) * GRACE_FACTOR;
    timers.push(
      setInterval(
        () => {
          if (Date.now() - options.lastSeen() > limit) options.dead();
        },
        Math.max(cx, sy),
      ),
    );
  }
  return { header: `${sx},${sy}`, timers };
}
