/**
 * What an answer must never carry: a 5xx, a stack trace, a path on the server, SQL or a driver's
 * error text, an error class name. Whatever the request itself sent is removed first, so an
 * answer that echoes `' OR 1=1 --` back as a name is not mistaken for a leak.
 */
import { HTML_FRAGMENTS } from './hostile-values';

const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'stack trace', pattern: /\bat (?:async )?[\w$.<>[\] ]+ \(|\n\s+at \S/ },
  { name: 'source location', pattern: /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?/ },
  { name: 'server path', pattern: /(?:\/work\/|\/home\/|\/usr\/|node_modules|file:\/\/)/ },
  {
    name: 'SQL',
    pattern:
      /\b(?:select\s[\s\S]*\bfrom|insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b|Failed query/i,
  },
  {
    name: 'database error',
    pattern:
      /syntax error at or near|violates (?:unique|foreign key|check|not-null) constraint|duplicate key value|invalid input syntax|out of range for type|invalid byte sequence|relation "\w+"|column "\w+"|SQLSTATE|\bpg_\w+/i,
  },
  {
    name: 'error class',
    pattern:
      /\b(?:TypeError|RangeError|ReferenceError|SyntaxError|ZodError|DrizzleError|DrizzleQueryError|AbortError|FST_ERR_\w+|ERR_[A-Z_]+)\b/,
  },
  {
    name: 'internal error text',
    pattern: /Cannot read propert|is not a function|undefined is not|Unexpected token/,
  },
];

/** The body with every sent string (and its JSON-escaped form) cut out. */
function withoutEcho(body: string, sent: readonly string[]): string {
  let rest = body;
  const longestFirst = [...new Set(sent)].sort((a, b) => b.length - a.length);
  for (const text of longestFirst) {
    if (text.length < 3) continue;
    const escaped = JSON.stringify(text).slice(1, -1);
    rest = rest.split(text).join('').split(escaped).join('');
  }
  return rest;
}

export interface Answer {
  statusCode: number;
  contentType: string;
  body: string;
}

/** Problems of one answer, empty when it is fine. */
export function answerProblems(answer: Answer, sent: readonly string[]): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  // Binary answers (images, PDFs) are not text a reader would see.
  if (!/json|text|html/.test(answer.contentType)) return problems;
  if (answer.contentType.includes('html')) {
    for (const fragment of HTML_FRAGMENTS) {
      if (fragment.startsWith('<') && answer.body.includes(fragment)) {
        problems.push('sent HTML echoed unescaped into an HTML page');
      }
    }
  }
  if (answer.statusCode >= 400 && answer.contentType.includes('json') && !hasCode(answer.body)) {
    problems.push('error without a code');
  }
  const rest = withoutEcho(answer.body, sent);
  for (const leak of LEAKS) if (leak.pattern.test(rest)) problems.push(`leaks ${leak.name}`);
  return problems;
}

/** Every error answer names its text with a code the app can show in the reader's language. */
function hasCode(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' && parsed.code.length > 0;
  } catch {
    return false;
  }
}
