/**
 * SVG site plans are accepted only when nothing in them can run or reach out: no DOCTYPE or
 * entities (entity expansion, external entities), no script, event handler, embedded document or
 * animation of a link, and links only to fragments of the same file or to inline raster images.
 * Refusing is safer than rewriting; the file route adds a sandbox CSP and serves SVG as a download
 * if it is opened directly, and the app shows plans only through <img>, where SVG never runs script.
 */

export class NotAnSvgError extends Error {
  override name = 'NotAnSvgError';
}
export class UnsafeSvgError extends Error {
  override name = 'UnsafeSvgError';
}
export class SvgWithoutSizeError extends Error {
  override name = 'SvgWithoutSizeError';
}

const UNSAFE = [
  /<!DOCTYPE/i,
  /<!ENTITY/i,
  /<\s*(?:[\w-]+:)?(?:script|foreignObject|iframe|embed|object|handler|listener)\b/i,
  // on* event handler attributes, with or without a namespace prefix.
  /[\s"'/](?:[\w-]+:)?on[a-z]+\s*=/i,
  /javascript:/i,
  /attributeName\s*=\s*["']?\s*(?:xlink:)?href/i,
  /@import/i,
  // url(...) to anything but a fragment of this file.
  /url\(\s*["']?\s*(?!#)/i,
];

// href / xlink:href / src values other than a #fragment or an inline raster image.
const LINK = /(?:^|[\s"'])(?:[\w-]+:)?(?:href|src)\s*=\s*(["'])(.*?)\1/gis;
const SAFE_LINK = /^\s*(?:#|data:image\/(?:png|jpeg|webp|gif);base64,)/i;

const ROOT = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*<svg\b([^>]*)>/i;

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(["'])(.*?)\\1`, 'is').exec(tag);
  return match?.[2] ?? null;
};

const length = (value: string | null): number | null => {
  if (value === null) return null;
  const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : null;
};

/** The plan's drawing size from its viewBox, else from plain width and height. */
const sizeOf = (rootTag: string): { width: number; height: number } => {
  const viewBox = attribute(rootTag, 'viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  let width: number | null = null;
  let height: number | null = null;
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite)) {
    [, , width = null, height = null] = viewBox;
  } else {
    width = length(attribute(rootTag, 'width'));
    height = length(attribute(rootTag, 'height'));
  }
  if (!width || !height || width <= 0 || height <= 0) throw new SvgWithoutSizeError('no size');
  return { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
};

/** Whether the bytes are meant as SVG (an XML text whose root is <svg>). */
export const looksLikeSvg = (bytes: Buffer): boolean => {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // A DOCTYPE counts as an attempt, so it is refused as unsafe rather than as no image.
  return /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->)*(?:<!DOCTYPE\s+svg|<svg\b)/i.test(head);
};

/** Checks an SVG plan and returns its size; throws NotAnSvg, UnsafeSvg or SvgWithoutSize. */
export function checkSvgPlan(bytes: Buffer): { width: number; height: number } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new NotAnSvgError('not UTF-8');
  }
  if (UNSAFE.some((pattern) => pattern.test(text))) throw new UnsafeSvgError('unsafe');
  for (const [, , value = ''] of text.matchAll(LINK)) {
    if (!SAFE_LINK.test(value)) throw new UnsafeSvgError('external reference');
  }
  const root = ROOT.exec(text);
  if (!root) throw new NotAnSvgError('no svg root');
  if (!/<\/svg\s*>\s*$/i.test(text.replace(/<!--[\s\S]*?-->/g, '').trimEnd() + '')) {
    throw new NotAnSvgError('no closing svg');
  }
  return sizeOf(root[1] ?? '');
}
