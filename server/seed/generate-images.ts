import type { SeedFile } from './seed-types';

/** Gradient pairs for generated images; picked by a stable hash of the subject. */
export const PALETTE: readonly (readonly [string, string])[] = [
  ['#ff3c78', '#3a0ca3'],
  ['#f72585', '#4361ee'],
  ['#ffbe0b', '#fb5607'],
  ['#06d6a0', '#118ab2'],
  ['#8338ec', '#ff006e'],
  ['#00b4d8', '#03045e'],
  ['#e63946', '#1d3557'],
  ['#f4a261', '#2a9d8f'],
  ['#5f0f40', '#fb8b24'],
  ['#7209b7', '#4cc9f0'],
  ['#ef476f', '#ffd166'],
  ['#2b2d42', '#8d99ae'],
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const hash = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

export const colorsFor = (subject: string) =>
  PALETTE[hash(subject) % PALETTE.length] ?? (['#ff3c78', '#3a0ca3'] as const);

export const initialsOf = (name: string) =>
  name
    .split(/[\s&.\-/]+/)
    .filter((word) => /^\p{L}|\d/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

const gradient = (colors: readonly [string, string], angle: number) =>
  `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">` +
  `<stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>` +
  `</linearGradient></defs>`;

export interface SvgImage {
  content: string;
  width: number;
  height: number;
}

const svg = (width: number, height: number, body: string): SvgImage => ({
  width,
  height,
  content:
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${body}</svg>`,
});

const FONT = `font-family="Helvetica, Arial, sans-serif" fill="#fff"`;

/** Square profile picture: gradient with the initials. */
export const avatarSvg = (name: string) => {
  const colors = colorsFor(name);
  return svg(
    320,
    320,
    `${gradient(colors, 45)}<rect width="320" height="320" fill="url(#g)"/>` +
      `<circle cx="250" cy="70" r="90" fill="#fff" opacity=".12"/>` +
      `<text x="160" y="190" text-anchor="middle" font-size="120" font-weight="700" ${FONT}>` +
      `${escapeXml(initialsOf(name))}</text>`,
  );
};

const LINE_CHARS = 28;

/** Breaks a title into at most two lines of about LINE_CHARS characters. */
export const titleLines = (title: string): string[] => {
  const lines: string[] = [];
  for (const word of title.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && (last + ' ' + word).length <= LINE_CHARS) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.length <= 2 ? lines : [lines[0] ?? '', `${lines.slice(1).join(' ')}`];
};

/** Wide banner with a title and a smaller line under it (venues, events, products, posts). */
export const bannerSvg = (
  title: string,
  subtitle: string,
  colors: readonly [string, string] = colorsFor(title),
) => {
  const lines = titleLines(title);
  const text = lines
    .map((line, i) => {
      const y = 300 - (lines.length - 1 - i) * 52;
      // Squeeze only a line that would run off the banner.
      const fit =
        line.length > LINE_CHARS ? ' textLength="640" lengthAdjust="spacingAndGlyphs"' : '';
      return `<text x="40" y="${y}" font-size="44" font-weight="700"${fit} ${FONT}>${escapeXml(line)}</text>`;
    })
    .join('');
  return svg(
    720,
    405,
    `${gradient(colors, 30)}<rect width="720" height="405" fill="url(#g)"/>` +
      `<g opacity=".18" fill="none" stroke="#fff" stroke-width="3">` +
      `<circle cx="600" cy="80" r="140"/><circle cx="600" cy="80" r="90"/>` +
      `<circle cx="600" cy="80" r="40"/></g>` +
      text +
      `<text x="40" y="350" font-size="24" opacity=".85" ${FONT}>${escapeXml(subtitle)}</text>`,
  );
};

/** Collects generated images and hands out their ids. */
export const createFileCollector = () => {
  const files: SeedFile[] = [];
  return {
    files,
    add(name: string, image: SvgImage): number {
      const id = files.length + 1;
      files.push({ id, name, mime: 'image/svg+xml', ...image });
      return id;
    },
  };
};

export type FileCollector = ReturnType<typeof createFileCollector>;
