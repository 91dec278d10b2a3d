import { FIRST_SCREEN_ID, type FirstScreen } from '@/offline/first-screen-store';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const SAFE_ATTRIBUTE = /^(lang|dir|data-[a-z-]+)$/;

/** The shell with the stored screen in front of the (still empty) app root. */
export const shellWithFirstScreen = (shell: string, screen: FirstScreen): string => {
  const attributes = screen.htmlAttributes
    .filter(([name]) => SAFE_ATTRIBUTE.test(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const links = screen.stylesheets
    .filter((href) => !shell.includes(`"${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('');
  const overlay = `<div id="${FIRST_SCREEN_ID}" aria-hidden="true" inert>${screen.html}</div>`;
  return shell
    .replace(/<html[^>]*>/, () => `<html${attributes}>`)
    .replace('</head>', () => `${links}</head>`)
    .replace('<body>', () => `<body>${overlay}`);
};
