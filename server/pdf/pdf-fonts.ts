import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { create, type Font } from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { MISSING_GLYPH, splitIntoRuns, type TextRun } from './font-runs';

type Weight = '400Regular' | '700Bold';

interface LoadedFont {
  bytes: Buffer;
  parsed: Font;
}

const require = createRequire(import.meta.url);
const file = (family: string, name: string, weight: Weight) =>
  require.resolve(`@expo-google-fonts/${family}/${weight}/${name}_${weight}.ttf`);

/** Noto fonts by script, first match wins: Latin, Greek, Cyrillic and Devanagari first. */
const chainOf = (weight: Weight) => [
  file('noto-sans', 'NotoSans', weight),
  file('noto-sans-arabic', 'NotoSansArabic', weight),
  file('noto-sans-hebrew', 'NotoSansHebrew', weight),
  file('noto-sans-thai', 'NotoSansThai', weight),
  // CJK and emoji in regular only: a bold CJK font would be another 10 MB read for headings.
  file('noto-sans-sc', 'NotoSansSC', '400Regular'),
  file('noto-sans-kr', 'NotoSansKR', '400Regular'),
  file('noto-emoji', 'NotoEmoji', '400Regular'),
];

/** Calls `make` once per key. */
const memo = <K, V>(make: (key: K) => V) => {
  const made = new Map<K, V>();
  return (key: K): V => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as V;
  };
};

/**
 * fontkit 2, as @pdf-lib/fontkit 1.1 writes broken TrueType subsets (glyphs go missing,
 * pdf-lib#1232) and cannot shape Devanagari (pdf-lib#785). pdf-lib still reads a subset
 * as fontkit 1's stream.
 */
function parse(bytes: Buffer): Font {
  const font = create(bytes);
  if ('fonts' in font) throw new Error('A font collection is no single font');
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    return Object.assign(subset, { encodeStream: () => Readable.from([subset.encode()]) });
  };
  return font;
}

const parsedByBytes = new WeakMap<Uint8Array, Font>();

/** Reads and parses a font file once per process. */
const loadFont = memo(async (path: string): Promise<LoadedFont> => {
  const bytes = await readFile(path);
  const parsed = parse(bytes);
  parsedByBytes.set(bytes, parsed);
  return { bytes, parsed };
});

// pdf-lib parses the bytes again on every embed (~50 ms for the CJK font): reuse the parsed font.
const loadedFontkit = {
  create: (bytes: Uint8Array) => parsedByBytes.get(bytes) ?? parse(Buffer.from(bytes)),
};

/** A run of text with the embedded font that draws it. */
export interface FontRun {
  font: PDFFont;
  text: string;
}

/** One weight's font chain in one document; a font is embedded when a text first needs it. */
export interface FontChain {
  runsOf(text: string): Promise<FontRun[]>;
}

async function chainIn(pdf: PDFDocument, weight: Weight): Promise<FontChain> {
  const fonts = await Promise.all(chainOf(weight).map(loadFont));
  const sources = fonts.map((font) => font.parsed);
  const embed = memo((index: number): Promise<PDFFont> =>
    pdf.embedFont(fonts[index]!.bytes, { subset: true }),
  );
  const drawable = async ({ font, text }: TextRun): Promise<FontRun> => {
    const embeddedFont = await embed(font);
    try {
      // Shapes the run as drawing will: a shaping bug in some script must not cost a ticket.
      embeddedFont.widthOfTextAtSize(text, 1);
      return { font: embeddedFont, text };
    } catch {
      return { font: await embed(0), text: MISSING_GLYPH };
    }
  };
  return { runsOf: (text) => Promise.all(splitIntoRuns(text, sources).map(drawable)) };
}

export interface DocumentFonts {
  regular: FontChain;
  bold: FontChain;
}

/** The regular and bold font chains for a new document. */
export async function fontsFor(pdf: PDFDocument): Promise<DocumentFonts> {
  // pdf-lib types fontkit 1's API; fontkit 2's fonts answer the calls pdf-lib makes.
  pdf.registerFontkit(loadedFontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  const [regular, bold] = await Promise.all([chainIn(pdf, '400Regular'), chainIn(pdf, '700Bold')]);
  return { regular, bold };
}
