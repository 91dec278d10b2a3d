import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeBody, decodeHeader, leafParts, splitMessage } from './mime';

export interface OutboxMail {
  file: string;
  to: string;
  from: string;
  subject: string;
  /** The text/plain part, or the HTML part with its tags removed when there is none. */
  text: string;
  html: string;
  /** Every http(s) link in the text and HTML, in order, without duplicates. */
  links: string[];
}

const LINK = /https?:\/\/[^\s"'<>)\]]+/g;

function htmlToText(html: string): string {
  return html
    .replace(/<(style|script)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ');
}

export function parseMail(file: string, raw: string): OutboxMail {
  const message = splitMessage(raw);
  const parts = leafParts(message);
  const ofType = (type: string) =>
    parts.find((p) =>
      (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
    );
  const plain = ofType('text/plain');
  const htmlPart = ofType('text/html');
  const html = htmlPart ? decodeBody(htmlPart) : '';
  const text = plain ? decodeBody(plain) : htmlToText(html);
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) =>
    (m[1] ?? '').replace(/&amp;/g, '&'),
  );
  const links = [
    ...new Set([
      ...(text.match(LINK) ?? []).map((l) => l.replace(/[.,;:!?]+$/, '')),
      ...hrefs.filter((h) => /^https?:/.test(h)),
    ]),
  ];
  return {
    file,
    to: decodeHeader(message.headers.get('to') ?? ''),
    from: decodeHeader(message.headers.get('from') ?? ''),
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text,
    html,
    links,
  };
}

/** Every mail the server wrote to `${dataDir}/outbox/` (SMTP_URL unset), oldest first. */
export async function readOutboxMails(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.eml'));
  const files = await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      return { file, mtime: (await stat(file)).mtimeMs };
    }),
  );
  files.sort((a, b) => a.mtime - b.mtime || a.file.localeCompare(b.file));
  return Promise.all(files.map(async ({ file }) => parseMail(file, await readFile(file, 'utf8'))));
}

/** Waits until a mail to `to` arrives (optionally also matching `match`) and returns the newest. */
export async function waitForMail(
  dataDir: string,
  to: string,
  match: (mail: OutboxMail) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutboxMails(dataDir)).filter(
      (m) => m.to.toLowerCase().includes(to.toLowerCase()) && match(m),
    );
    const newest = mails.at(-1);
    if (newest) return newest;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dataDir}/outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
