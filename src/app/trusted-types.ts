/**
 * Trusted Types for the CSP's `require-trusted-types-for 'script'`: every string that reaches an
 * HTML or script-URL sink needs a policy. Outside HTML (product information) goes through
 * DOMPurify's own `dompurify` policy. This `default` policy catches the strings libraries hand to
 * sinks themselves and lets through only what cannot start a script:
 * - HTML without any markup: Mantine writes its CSS variables into `<style>` via innerHTML;
 *   without a `<` the parser makes text nodes only.
 * - Script URLs of this origin: the service worker registered by workbox-window.
 * Anything else gets null: the browser refuses the write and reports a violation.
 */

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: {
      createHTML?: (input: string) => string | null;
      createScriptURL?: (input: string) => string | null;
    },
  ): unknown;
}

export const DEFAULT_POLICY = 'default';

export const isMarkupFree = (html: string): boolean => !html.includes('<');

export const isOwnOrigin = (url: string, origin: string): boolean => {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
};

/** Creates the default policy once, where the browser has Trusted Types (not jsdom). */
export function installTrustedTypes(scope: object = window): void {
  if (!('trustedTypes' in scope)) return;
  const factory = scope.trustedTypes as TrustedTypesFactory;
  const origin = location.origin;
  factory.createPolicy(DEFAULT_POLICY, {
    createHTML: (input) => (isMarkupFree(input) ? input : null),
    createScriptURL: (input) => (isOwnOrigin(input, origin) ? input : null),
  });
}
