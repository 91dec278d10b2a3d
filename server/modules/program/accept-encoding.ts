/** The encodings a precompressed answer is kept in, best first. */
export const BODY_ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type BodyEncoding = (typeof BODY_ENCODINGS)[number];

/**
 * The best of our encodings that an Accept-Encoding header allows (RFC 9110 §12.5.3): a coding
 * with q=0 is refused, `*` stands for any coding not named, and identity is acceptable unless
 * refused explicitly or through `*;q=0`.
 */
export function preferredEncoding(header: string | undefined): BodyEncoding {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: BodyEncoding) =>
    weights.get(encoding) ?? weights.get('*') ?? (encoding === 'identity' ? 1 : 0);
  let best: BodyEncoding = 'identity';
  for (const encoding of BODY_ENCODINGS) {
    if (weight(encoding) > 0 && (best === 'identity' || weight(encoding) > weight(best))) {
      best = encoding;
    }
  }
  return best;
}
