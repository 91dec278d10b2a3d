import { describe, expect, it } from 'vitest';
import { type GlyphSource, MISSING_GLYPH, splitIntoRuns } from '../../server/pdf/font-runs';

/** A font with glyphs for exactly the characters of `characters`. */
const fontWith = (characters: string): GlyphSource => {
  const codePoints = new Set([...characters].map((character) => character.codePointAt(0)));
  return { hasGlyphForCodePoint: (codePoint) => codePoints.has(codePoint) };
};

const latin = fontWith(' ?abcdefghijklmnopqrstuvwxyzMLDÅé\u0301\u00a0');
const cjk = fontWith(' 李小龍ab');
const emoji = fontWith('🎉👩👧\u200d\ufe0f');
const chain = [latin, cjk, emoji];

describe('font runs', () => {
  it('keeps a text that the first font draws in one run', () => {
    expect(splitIntoRuns('Mia Meier', chain)).toEqual([{ font: 0, text: 'Mia Meier' }]);
  });

  it('switches fonts where a character needs another, in text order', () => {
    expect(splitIntoRuns('Mia 🎉 李小龍 ab', chain)).toEqual([
      { font: 0, text: 'Mia ' },
      { font: 2, text: '🎉' },
      { font: 0, text: ' ' },
      { font: 1, text: '李小龍' },
      { font: 0, text: ' ab' },
    ]);
  });

  it('draws a character no font has as the missing-glyph mark of the first font', () => {
    expect(splitIntoRuns('a\u{10FFFD}b', chain)).toEqual([{ font: 0, text: `a${MISSING_GLYPH}b` }]);
    expect(splitIntoRuns('Ωmega', chain)).toEqual([{ font: 0, text: '?mega' }]);
  });

  it('keeps an emoji sequence whole in one font and drops joiners a font lacks', () => {
    expect(splitIntoRuns('👩\u200d👩\u200d👧', chain)).toEqual([
      { font: 2, text: '👩\u200d👩\u200d👧' },
    ]);
    expect(splitIntoRuns('a\ufe0fb', [latin])).toEqual([{ font: 0, text: 'ab' }]);
  });

  it('composes decomposed letters first, so a font with the composed letter draws them', () => {
    expect(splitIntoRuns('Re\u0301ne', [fontWith('Réne')])).toEqual([{ font: 0, text: 'Réne' }]);
    expect(splitIntoRuns('A\u030a', chain)).toEqual([{ font: 0, text: 'Å' }]);
  });

  it('replaces control characters by spaces', () => {
    expect(splitIntoRuns('Mia\nMeier\t', chain)).toEqual([{ font: 0, text: 'Mia Meier ' }]);
  });

  it('returns no runs for an empty text', () => {
    expect(splitIntoRuns('', chain)).toEqual([]);
  });
});
