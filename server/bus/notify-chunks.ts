/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Longer bus messages travel as
 * numbered chunks `#<id>:<index>:<count>:<piece>`, published in one transaction (so all or none
 * arrive); a payload that fits goes as it is. JSON never starts with `#`, so the two cannot mix.
 */
export const MAX_NOTIFY_BYTES = 7999;

const CHUNK_PREFIX = '#';
// Room for the `#<id>:<index>:<count>:` header of a chunk.
const HEADER_BYTES = 64;

/** The notifications that carry `text`: itself when it fits, else its chunks. */
export function splitNotification(text: string, id: string, maxBytes = MAX_NOTIFY_BYTES): string[] {
  if (Buffer.byteLength(text) <= maxBytes && !text.startsWith(CHUNK_PREFIX)) return [text];
  if (id.includes(':') || Buffer.byteLength(id) > 40) {
    throw new Error('A chunk id must be short and free of ":"');
  }
  const budget = maxBytes - HEADER_BYTES;
  const pieces: string[] = [];
  let piece = '';
  let pieceBytes = 0;
  // Code point by code point, so no character is cut between two chunks.
  for (const character of text) {
    const bytes = Buffer.byteLength(character);
    if (pieceBytes + bytes > budget) {
      pieces.push(piece);
      piece = '';
      pieceBytes = 0;
    }
    piece += character;
    pieceBytes += bytes;
  }
  pieces.push(piece);
  return pieces.map((part, index) => `${CHUNK_PREFIX}${id}:${index}:${pieces.length}:${part}`);
}

interface PendingMessage {
  parts: string[];
  received: number;
}

/**
 * Joins chunks back together: answers the whole text once its last chunk came, null while parts
 * are missing. At most `pending` messages wait for parts; a message whose rest never comes (the
 * listening connection dropped between chunks) is forgotten once newer ones push it out.
 */
export function createReassembler(pending = 32): (payload: string) => string | null {
  const waiting = new Map<string, PendingMessage>();
  return (payload) => {
    if (!payload.startsWith(CHUNK_PREFIX)) return payload;
    const match = /^#([^:]+):(\d+):(\d+):/.exec(payload);
    if (!match?.[1] || !match[2] || !match[3]) throw new Error('Malformed bus chunk');
    const [header, id] = [match[0], match[1]];
    const index = Number(match[2]);
    const count = Number(match[3]);
    if (index >= count) throw new Error('Malformed bus chunk');
    const entry = waiting.get(id) ?? { parts: new Array<string>(count).fill(''), received: 0 };
    if (!waiting.has(id)) {
      waiting.set(id, entry);
      const oldest = waiting.keys().next().value;
      if (waiting.size > pending && oldest !== undefined) waiting.delete(oldest);
    }
    entry.parts[index] = payload.slice(header.length);
    entry.received += 1;
    if (entry.received < count) return null;
    waiting.delete(id);
    return entry.parts.join('');
  };
}
