import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usedCss } from './used-css';

const STYLESHEET = `
:root { --mantine-color-text: #111; --mantine-color-body: var(--base-white); --base-white: #fff;
  --mantine-color-unused: red; --badge-color: navy; --badge-border: gold; --unused-too: var(--mantine-color-unused); }
body { color: var(--mantine-color-text); background: var(--mantine-color-body); margin: 0; }
.badge { color: var(--badge-fg); --badge-fg: var(--badge-color); --badge-size: 12px; }
.badge { border: 1px solid var(--badge-border); }
.absent { color: var(--absent); }
@media (min-width: 1px) { .badge { padding: 1px; --badge-unused: 1px; } .absent { margin: 0; } }
`;

/** The page's linked stylesheets as usedCss reads them (jsdom loads no linked files). */
const linkStylesheet = (css: string) => {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const sheet = style.sheet;
  if (!sheet) throw new Error('jsdom parsed no stylesheet');
  Object.defineProperty(document, 'styleSheets', {
    configurable: true,
    value: [{ href: '/assets/boot.css', cssRules: sheet.cssRules }],
  });
};

beforeEach(() => {
  document.body.innerHTML =
    '<main><span class="badge" style="width: var(--badge-size)">Konferenz</span></main>';
  linkStylesheet(STYLESHEET);
});

afterEach(() => {
  Reflect.deleteProperty(document, 'styleSheets');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('usedCss', () => {
  it('keeps the rules that match and the custom properties they reach, directly or in turn', async () => {
    const css = await usedCss(document.body.innerHTML);
    expect(css).toContain('--mantine-color-text: #111');
    expect(css).toContain('--mantine-color-body: var(--base-white)');
    expect(css).toContain('--base-white: #fff');
    expect(css).toContain('--badge-fg: var(--badge-color)');
    expect(css).toContain('--badge-color: navy');
    // Reached from a shorthand, which has no value per longhand while it holds a var().
    expect(css).toContain('--badge-border: gold');
    // Reached only from the markup's inline style.
    expect(css).toContain('--badge-size: 12px');
    expect(css).toContain('padding: 1px');
  });

  it('keeps an !important custom property of a rule of custom properties only as it was', async () => {
    linkStylesheet(':root { --gap: 4px !important; --unused-gap: 8px; } main { gap: var(--gap); }');
    const css = await usedCss(document.body.innerHTML);
    expect(css).toMatch(/:root\s*\{\s*--gap: 4px !important;\s*\}/);
    expect(css).not.toContain('--unused-gap');
  });

  it('drops the custom properties nothing reaches, and the rules that match nothing', async () => {
    const css = await usedCss(document.body.innerHTML);
    expect(css).not.toContain('--mantine-color-unused');
    expect(css).not.toContain('--unused-too');
    expect(css).not.toContain('--badge-unused');
    expect(css).not.toContain('.absent');
  });
});
