import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every component of the app, as source text keyed by path.
const sources = import.meta.glob<string>(
  ['../**/*.tsx', '!../**/*.test.tsx', '!../lib/testing/**'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

/** Attributes a person reads or hears: their values must come from the locale files too. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'error',
  'tooltip',
  'ariaLabel',
  'closeButtonLabel',
  'nothingFoundMessage',
]);

/** Text a person could read: any letter, in any script. Digits and symbols alone (·, ×, %) pass. */
const LETTERS = /\p{L}/u;
/** A web address or its scheme (a URL field's "https://" hint) is the same in every language. */
const ADDRESS = /^(https?:\/\/|mailto:)\S*$/;
const isWords = (text: string) => LETTERS.test(text) && !ADDRESS.test(text.trim());

/** The literal texts in JSX: text between tags and string values of the attributes above. */
function literalTexts(path: string, code: string): string[] {
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isWords(node.text)) {
      found.push(`${path}:${at(node)} text "${node.text.trim()}"`);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression ? value.expression : value;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        isWords(literal.text)
      ) {
        found.push(`${path}:${at(node)} ${node.name.getText(file)}="${literal.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('components', () => {
  it('show no literal text: every word comes from locales/{de,en} through i18next', () => {
    const paths = Object.keys(sources);
    expect(paths.length).toBeGreaterThan(100);
    const literals = Object.entries(sources).flatMap(([path, code]) => literalTexts(path, code));
    expect(literals).toEqual([]);
  });

  it('finds literal text where there is some (the check itself works)', () => {
    const sample = `const A = () => <p title="Hallo">Guten Tag <b>{t('x')}</b> 12 · 3<input placeholder="https://" /></p>;`;
    expect(literalTexts('sample.tsx', sample)).toEqual([
      'sample.tsx:1 title="Hallo"',
      'sample.tsx:1 text "Guten Tag"',
    ]);
  });
});
