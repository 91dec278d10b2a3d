/** A small MIME reader for the .eml files the server writes: enough for nodemailer's output. */

export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

export function splitMessage(raw: string): MimePart {
  const normalised = raw.replace(/\r\n/g, '\n');
  const gap = normalised.indexOf('\n\n');
  const head = gap === -1 ? normalised : normalised.slice(0, gap);
  const body = gap === -1 ? '' : normalised.slice(gap + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** A parameter of a structured header, e.g. `boundary` of Content-Type. */
export function headerParam(value: string, name: string): string | undefined {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match?.[1] ?? match?.[2];
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function qpBytes(text: string, underscoreIsSpace: boolean): Buffer {
  const source = underscoreIsSpace ? text.replace(/_/g, ' ') : text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

export function decodeQuotedPrintable(text: string, charset?: string): string {
  return decodeBytes(qpBytes(text.replace(/\r\n/g, '\n'), false), charset);
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?Best=C3=A4tige?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, charset: string, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? decodeBytes(Buffer.from(data, 'base64'), charset)
          : decodeBytes(qpBytes(data, true), charset),
    );
}

/** The decoded text of a single (non-multipart) part. */
export function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = headerParam(part.headers.get('content-type') ?? '', 'charset');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body, charset);
  if (encoding === 'base64') {
    return decodeBytes(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  }
  return part.body;
}

/** Every leaf part of a message, multipart trees flattened in order. */
export function leafParts(part: MimePart): MimePart[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = headerParam(type, 'boundary');
  if (!/^multipart\//i.test(type) || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leafParts(splitMessage(section.replace(/^\n/, ''))));
}
