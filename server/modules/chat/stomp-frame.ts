/** STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html). */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

// CONNECT and CONNECTED frames are exempt from header escaping (spec §Value Encoding).
const escapes = (command: string) => command !== 'CONNECT' && command !== 'CONNECTED';

const escapeValue = (value: string) => value.replace(/[\\\r\n:]/g, (c) => ESCAPES[c] ?? c);

export class StompSyntaxError extends Error {
  override name = 'StompSyntaxError';
}

const unescapeValue = (value: string) =>
  value.replace(/\\.?/g, (seq) => {
    const plain = UNESCAPES[seq];
    if (plain === undefined) throw new StompSyntaxError(`Undefined escape sequence ${seq}`);
    return plain;
  });

export function encodeFrame(frame: StompFrame): string {
  const lines = [frame.command];
  const escape = escapes(frame.command);
  const headers = { ...frame.headers };
  if (frame.body.length > 0) headers['content-length'] = String(Buffer.byteLength(frame.body));
  for (const [name, value] of Object.entries(headers)) {
    lines.push(escape ? `${escapeValue(name)}:${escapeValue(value)}` : `${name}:${value}`);
  }
  return `${lines.join('\n')}\n\n${frame.body}\0`;
}

/**
 * Splits a WebSocket message into frames. Bare EOLs between frames are heart-beats and yield
 * nothing. A repeated header keeps its first value (spec §Repeated Header Entries).
 */
export function decodeFrames(data: string): StompFrame[] {
  const frames: StompFrame[] = [];
  let rest = data;
  for (;;) {
    rest = rest.replace(/^(\r?\n)+/, '');
    if (rest.length === 0) return frames;
    const headEnd = findHeadEnd(rest);
    if (headEnd === null) throw new StompSyntaxError('Frame without a blank line after headers');
    const lines = rest.slice(0, headEnd.index).split(/\r?\n/);
    const command = lines.shift() ?? '';
    if (!/^[A-Z]+$/.test(command)) throw new StompSyntaxError(`Bad command "${command}"`);
    const escape = escapes(command);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompSyntaxError(`Bad header line "${line}"`);
      const name = escape ? unescapeValue(line.slice(0, colon)) : line.slice(0, colon);
      const value = escape ? unescapeValue(line.slice(colon + 1)) : line.slice(colon + 1);
      if (!(name in headers)) headers[name] = value;
    }
    const bodyStart = headEnd.index + headEnd.length;
    let bodyEnd: number;
    const length = headers['content-length'];
    if (length !== undefined) {
      if (!/^\d+$/.test(length)) throw new StompSyntaxError('Bad content-length');
      // content-length counts octets, the string holds UTF-16 code units.
      const bytes = Buffer.from(rest.slice(bodyStart), 'utf8');
      const body = bytes.subarray(0, Number(length)).toString('utf8');
      bodyEnd = bodyStart + body.length;
      if (rest[bodyEnd] !== '\0') throw new StompSyntaxError('Frame body is not NUL-terminated');
    } else {
      bodyEnd = rest.indexOf('\0', bodyStart);
      if (bodyEnd < 0) throw new StompSyntaxError('Frame is not NUL-terminated');
    }
    frames.push({ command, headers, body: rest.slice(bodyStart, bodyEnd) });
    rest = rest.slice(bodyEnd + 1);
  }
}

function findHeadEnd(text: string): { index: number; length: number } | null {
  const match = /\r?\n\r?\n/.exec(text);
  if (!match) return null;
  // A frame with no headers: "COMMAND\n\n".
  return { index: match.index, length: match[0].length };
}

/** A `heart-beat` header's two intervals in ms; none (0, 0) when missing or malformed. */
export function parseHeartBeat(value: string | undefined): [number, number] {
  const match = /^(\d+),(\d+)$/.exec(value ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [0, 0];
}

/** The access token of a CONNECT frame: `Authorization: Bearer …`, else passcode or login. */
export function bearer(frame: StompFrame): string | null {
  const header = frame.headers.Authorization ?? frame.headers.authorization;
  const fromHeader = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  return fromHeader ?? (frame.headers.passcode || frame.headers.login || null);
}
