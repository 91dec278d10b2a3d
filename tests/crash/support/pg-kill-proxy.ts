import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy between the server process and PostgreSQL that reads the frontend protocol, so a
 * test can stop the world at an exact statement: before PostgreSQL sees it, or after PostgreSQL
 * answered it but before the server hears the answer (a COMMIT that happened unnoticed).
 *
 * A statement is one batch the client ends with Sync (extended protocol) or one simple Query.
 * On a kill the proxy calls `onKill` (which SIGKILLs the server) and cuts every connection at
 * once, so nothing after the kill point reaches the database.
 */

export type KillWhen = 'before' | 'after';

/**
 * The `occurrence`-th statement with exactly this text since `arm` (1 = the first). Naming the
 * text rather than a global index keeps the point where it was recorded even when background
 * work (job handlers) interleaves other statements.
 */
export interface KillPoint {
  text: string;
  occurrence: number;
  when: KillWhen;
}

export interface KillProxy {
  readonly port: number;
  /** Kills at `point` of what follows. */
  arm(point: KillPoint, onKill: () => void): void;
  /** Starts recording the texts of statements (no kill). */
  record(): void;
  /** Stops; returns the texts of the statements seen since `arm` or `record`. */
  disarm(): string[];
  /** Whether the armed kill happened. */
  readonly killed: boolean;
  /** Accepts connections again after a kill (before the server restarts). */
  reopen(): void;
  close(): Promise<void>;
}

const SSL_REQUEST = 80_877_103;
const PROTOCOL_3 = 196_608;

/** Statements of the server's own background work, left out of the count (they run on timers). */
const BACKGROUND = [/UPDATE jobs SET (locked_at|done_at)/i, /^LISTEN /i, /^UNLISTEN /i];
export const isBackground = (text: string) => BACKGROUND.some((pattern) => pattern.test(text));

/** Splits complete protocol messages off `buffer`; `typed` is false only for the startup. */
function takeMessages(buffer: Buffer, typed: boolean): { messages: Buffer[]; rest: Buffer } {
  const messages: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const header = typed ? 1 : 0;
    if (buffer.length - offset < header + 4) break;
    const length = buffer.readInt32BE(offset + header);
    const total = header + length;
    if (buffer.length - offset < total) break;
    messages.push(buffer.subarray(offset, offset + total));
    offset += total;
    if (!typed) break;
  }
  return { messages, rest: buffer.subarray(offset) };
}

/** The SQL text of a Parse ('P': name\0 text\0 …) or Query ('Q': text\0) message. */
function queryText(message: Buffer): string | null {
  const type = String.fromCharCode(message[0] ?? 0);
  if (type === 'Q') return message.subarray(5, message.indexOf(0, 5)).toString('utf8');
  if (type !== 'P') return null;
  const nameEnd = message.indexOf(0, 5);
  return message.subarray(nameEnd + 1, message.indexOf(0, nameEnd + 1)).toString('utf8');
}

export async function startKillProxy(target: { host: string; port: number }): Promise<KillProxy> {
  const sockets = new Set<Socket>();
  let mode: 'idle' | 'record' | 'armed' = 'idle';
  let point: KillPoint = { text: '', occurrence: 0, when: 'before' };
  let seenOfText = 0;
  let kill: () => void = () => undefined;
  let counted: string[] = [];
  let killed = false;
  let frozen = false;

  const cutAll = () => {
    frozen = true;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const fire = () => {
    killed = true;
    mode = 'idle';
    kill();
    cutAll();
  };

  const serve = (client: Socket) => {
    if (frozen) return client.destroy();
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);

    let fromClient: Buffer = Buffer.alloc(0);
    let startup = true;
    let batch: Buffer[] = [];
    let batchText: string | null = null;
    let killAtNextReady = false;
    let fromServer: Buffer = Buffer.alloc(0);

    /** Forwards the batch; `counted` batches (Sync, Query) may be the kill point first. */
    const endOfBatch = (statement: boolean) => {
      const text = batchText ?? '';
      const data = Buffer.concat(batch);
      batch = [];
      batchText = null;
      if (statement && mode !== 'idle' && !isBackground(text)) {
        counted.push(text);
        if (mode === 'armed' && text === point.text && (seenOfText += 1) === point.occurrence) {
          if (point.when === 'before') return fire();
          killAtNextReady = true;
        }
      }
      upstream.write(data);
    };

    client.on('data', (chunk: Buffer) => {
      if (frozen) return;
      fromClient = Buffer.concat([fromClient, chunk]);
      if (startup) {
        const { messages, rest } = takeMessages(fromClient, false);
        const [first] = messages;
        if (!first) return;
        const code = first.readInt32BE(4);
        if (code === SSL_REQUEST || code !== PROTOCOL_3) {
          console.error('The kill proxy speaks plain protocol 3.0 only (no SSL): connection cut');
          return drop();
        }
        upstream.write(first);
        startup = false;
        fromClient = rest;
      }
      const { messages, rest } = takeMessages(fromClient, true);
      fromClient = rest;
      for (const message of messages) {
        if (frozen) return;
        const type = String.fromCharCode(message[0] ?? 0);
        batch.push(message);
        batchText ??= queryText(message);
        if (type === 'S' || type === 'Q') endOfBatch(true);
        else if (type === 'H' || type === 'X') endOfBatch(false);
      }
    });

    upstream.on('data', (chunk: Buffer) => {
      if (frozen) return;
      if (!killAtNextReady) {
        client.write(chunk);
        return;
      }
      // Forward up to (not including) the ReadyForQuery that ends the armed statement.
      fromServer = Buffer.concat([fromServer, chunk]);
      const { messages, rest } = takeMessages(fromServer, true);
      fromServer = rest;
      for (const message of messages) {
        if (message[0] === 'Z'.charCodeAt(0)) return fire();
        client.write(message);
      }
    });
  };

  const server: Server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    arm(next, onKill) {
      mode = 'armed';
      point = next;
      seenOfText = 0;
      kill = onKill;
      counted = [];
      killed = false;
    },
    record() {
      mode = 'record';
      counted = [];
    },
    disarm() {
      mode = 'idle';
      return counted;
    },
    get killed() {
      return killed;
    },
    reopen() {
      frozen = false;
    },
    close: async () => {
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
