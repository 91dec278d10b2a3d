import { FIRST_SCREEN_ID, type FirstScreen } from '@/offline/first-screen-store';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const SAFE_ATTRIBUTE = /^(lang|dir|data-[a-z-]+)$/;

// Inline: the stylesheets load behind the copy. It covers the viewport exactly as the app's own
// root would, until the app has painted the same.
const COVER_VIEWPORT =
  'position:fixed;inset:0;z-index:10000;overflow:hidden;background:var(--mantine-color-body)';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

/**
 * The shell with the stored screen (which carries its own style rules) in front of the still
 * empty app root. The shell's stylesheets move from the head to behind the screen: in the head
 * they would hold up its first paint, behind it they only hold up what follows (the app).
 */
export const shellWithFirstScreen = (shell: string, screen: FirstScreen): string => {
  const attributes = screen.htmlAttributes
    .filter(([name]) => SAFE_ATTRIBUTE.test(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const overlay = `<div id="${FIRST_SCREEN_ID}" aria-hidden="true" inert style="${COVER_VIEWPORT}">${screen.html}</div>`;
  const stylesheets = shell.match(STYLESHEET_LINK) ?? [];
  return shell
    .replace(STYLESHEET_LINK, '')
    .replace(/<html[^>]*>/, () => `<html${attributes}>`)
    .replace('<body>', () => `<body>${overlay}${stylesheets.join('')}`);
};
