/** Id of the element holding the kept screen; the page removes it once it has painted its own. */
export const FIRST_SCREEN_ID = 'first-screen';

export interface FirstScreen {
  /** Sanitised markup of the app's root element at the top of the page, with its style rules. */
  html: string;
  /** Attributes of <html> (language, colour scheme). */
  htmlAttributes: [string, string][];
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

const SAFE_ATTRIBUTE = /^(lang|dir|data-[a-z-]+)$/;

// Inline, so it holds however the stylesheets load. It covers the viewport exactly as the app's
// own root would, until the app has painted the same.
const COVER_VIEWPORT =
  'position:fixed;inset:0;z-index:10000;overflow:hidden;background:var(--mantine-color-body)';

/**
 * The shell with the stored screen in front of the still empty app root. The screen carries the
 * style rules it uses (also those of route stylesheets the shell does not link). The shell's own
 * stylesheets stay in the head: moved behind the screen they would come after the route and
 * feature stylesheets the app adds to the head, and Mantine's rules would win over those.
 */
export const shellWithFirstScreen = (shell: string, screen: FirstScreen): string => {
  const attributes = screen.htmlAttributes
    .filter(([name]) => SAFE_ATTRIBUTE.test(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const overlay = `<div id="${FIRST_SCREEN_ID}" aria-hidden="true" inert style="${COVER_VIEWPORT}">${screen.html}</div>`;
  return shell
    .replace(/<html[^>]*>/, () => `<html${attributes}>`)
    .replace('<body>', () => `<body>${overlay}`);
};
