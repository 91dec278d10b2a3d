import { describe, expect, it } from 'vitest';
import { shellWithFirstScreen, type FirstScreen } from './first-screen-html';

const SHELL = `<!doctype html>
<html lang="de">
  <head>
    <link rel="stylesheet" crossorigin href="/assets/boot.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const screen = (overrides: Partial<FirstScreen> = {}): FirstScreen => ({
  html: '<main><article>09:00 Opening</article></main>',
  htmlAttributes: [
    ['lang', 'en'],
    ['data-mantine-color-scheme', 'dark'],
  ],
  ...overrides,
});

describe('shellWithFirstScreen', () => {
  it('puts the kept screen, inert and hidden from assistive technology, before the app root', () => {
    const html = shellWithFirstScreen(SHELL, screen());
    expect(html).toContain('<main><article>09:00 Opening</article></main></div>');
    expect(html).toMatch(
      /<body><div id="first-screen" aria-hidden="true" inert style="position:fixed;inset:0;[^"]*">/,
    );
    expect(html.indexOf('first-screen')).toBeLessThan(html.indexOf('id="root"'));
  });

  it('leaves the shell’s stylesheets in the head, in their cascade order', () => {
    const html = shellWithFirstScreen(SHELL, screen());
    expect(html.match(/boot\.css/g)).toHaveLength(1);
    expect(html.indexOf('boot.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the language and colour scheme of the kept screen', () => {
    expect(shellWithFirstScreen(SHELL, screen())).toContain(
      '<html lang="en" data-mantine-color-scheme="dark">',
    );
  });

  it('writes no attribute that could run code and escapes values', () => {
    const html = shellWithFirstScreen(
      SHELL,
      screen({
        htmlAttributes: [
          ['onload', 'alert(1)'],
          ['lang', 'de"><script>alert(1)</script>'],
        ],
      }),
    );
    expect(html).not.toContain('onload');
    expect(html).toContain('<html lang="de&quot;>&lt;script>alert(1)&lt;/script>">');
  });

  it('keeps a replacement pattern in the screen as text', () => {
    const html = shellWithFirstScreen(SHELL, screen({ html: '<p>Price $& more $1</p>' }));
    expect(html).toContain('<p>Price $& more $1</p>');
  });
});
