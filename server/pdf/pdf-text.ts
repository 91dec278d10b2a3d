import { type Color, type PDFPage, rgb } from 'pdf-lib';
import type { DocumentFonts, FontRun } from './pdf-fonts';

interface Atom extends FontRun {
  width: number;
  space: boolean;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const atomsOf = (runs: readonly FontRun[], size: number): Atom[] =>
  runs.flatMap((run) =>
    Array.from(graphemes.segment(run.text), ({ segment }) => ({
      font: run.font,
      text: segment,
      width: run.font.widthOfTextAtSize(segment, size),
      space: segment === ' ',
    })),
  );

/** Neighbouring atoms of one font joined again, so a script's shaping sees whole words. */
const runsOf = (atoms: readonly Atom[]): FontRun[] =>
  atoms.reduce<FontRun[]>((runs, { font, text }) => {
    const last = runs.at(-1);
    if (last?.font === font) last.text += text;
    else runs.push({ font, text });
    return runs;
  }, []);

const trimEnd = (atoms: Atom[]) => {
  while (atoms.at(-1)?.space) atoms.pop();
  return atoms;
};

export const widthOf = (runs: readonly FontRun[], size: number): number =>
  runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

/** Lines no wider than `maxWidth`, broken at spaces, or inside a word longer than a line. */
export function wrapRuns(runs: readonly FontRun[], size: number, maxWidth: number): FontRun[][] {
  const lines: Atom[][] = [];
  let line: Atom[] = [];
  let width = 0;
  let lastSpace = -1;
  for (const atom of atomsOf(runs, size)) {
    if (atom.space && line.length === 0) continue;
    if (!atom.space && line.length > 0 && width + atom.width > maxWidth) {
      const cut = lastSpace >= 0 ? lastSpace : line.length;
      lines.push(trimEnd(line.slice(0, cut)));
      line = line.slice(lastSpace >= 0 ? cut + 1 : cut);
      width = line.reduce((sum, kept) => sum + kept.width, 0);
      lastSpace = -1;
    }
    if (atom.space) lastSpace = line.length;
    line.push(atom);
    width += atom.width;
  }
  if (trimEnd(line).length > 0) lines.push(line);
  return lines.map(runsOf);
}

/** Draws the runs one after another from (x, y) on the baseline. */
export function drawRuns(
  page: PDFPage,
  runs: readonly FontRun[],
  options: { x: number; y: number; size: number; color: Color },
): void {
  let x = options.x;
  for (const run of runs) {
    page.drawText(run.text, { ...options, x, font: run.font });
    x += run.font.widthOfTextAtSize(run.text, options.size);
  }
}

const INK = rgb(0.1, 0.1, 0.1);
const LEADING = 1.3;

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: Color;
  centred?: boolean;
}

export interface TextBlock {
  lines: FontRun[][];
  style: TextStyle;
  height: number;
}

/** Wrapped text written from the top of a page down; `y` is the top of the next line. */
export function textColumn(page: PDFPage, fonts: DocumentFonts, top: number, margin: number) {
  const width = page.getWidth() - 2 * margin;
  const column = {
    y: top,
    width,
    async layout(text: string, style: TextStyle): Promise<TextBlock> {
      const runs = await (style.bold ? fonts.bold : fonts.regular).runsOf(text);
      const lines = wrapRuns(runs, style.size, width);
      return { lines, style, height: lines.length * style.size * LEADING };
    },
    draw({ lines, style: { size, color = INK, centred } }: TextBlock): void {
      for (const line of lines) {
        const x = centred ? (page.getWidth() - widthOf(line, size)) / 2 : margin;
        drawRuns(page, line, { x, y: column.y - size, size, color });
        column.y -= size * LEADING;
      }
    },
    async write(text: string, style: TextStyle): Promise<void> {
      column.draw(await column.layout(text, style));
    },
  };
  return column;
}
