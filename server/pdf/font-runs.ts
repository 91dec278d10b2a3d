/** What run splitting needs of a font: fontkit's cmap lookup. */
export interface GlyphSource {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** A piece of text drawn with one font of the chain (`font` is its index). */
export interface TextRun {
  font: number;
  text: string;
}

/** Drawn with the first font for a character that no font of the chain has. */
export const MISSING_GLYPH = '?';

// Joiners, variation selectors and tag characters: fonts often lack them and they draw nothing.
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x200c, 0x200d],
  [0xfe00, 0xfe0f],
  [0xe0020, 0xe007f],
  [0xe0100, 0xe01ef],
];
const isInvisible = (codePoint: number) =>
  INVISIBLE.some(([first, last]) => codePoint >= first && codePoint <= last);
const CONTROL = /\p{Cc}/gu;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The grapheme as drawn with `font`, or null when the font lacks one of its visible characters. */
function drawnWith(grapheme: string, font: GlyphSource): string | null {
  let drawn = '';
  for (const character of grapheme) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (font.hasGlyphForCodePoint(codePoint)) drawn += character;
    else if (!isInvisible(codePoint)) return null;
  }
  return drawn;
}

/** The first font that draws the whole grapheme, else MISSING_GLYPH in the first font. */
function pieceOf(grapheme: string, fonts: readonly GlyphSource[]): TextRun {
  for (const [font, source] of fonts.entries()) {
    const text = drawnWith(grapheme, source);
    if (text !== null) return { font, text };
  }
  return { font: 0, text: MISSING_GLYPH };
}

/**
 * Splits `text` into runs of one font each, choosing a font per grapheme (a letter with its
 * marks, an emoji sequence) so that a cluster is never drawn half in one font, half in another.
 */
export function splitIntoRuns(text: string, fonts: readonly GlyphSource[]): TextRun[] {
  const runs: TextRun[] = [];
  const normalised = text.normalize('NFC').replace(CONTROL, ' ');
  for (const { segment } of graphemes.segment(normalised)) {
    const piece = pieceOf(segment, fonts);
    const last = runs.at(-1);
    if (last?.font === piece.font) last.text += piece.text;
    else if (piece.text) runs.push(piece);
  }
  return runs;
}
