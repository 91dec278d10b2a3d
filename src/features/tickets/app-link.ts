/** The path and query of a scanned link into this app under one of `prefixes`, else null. */
export const appLinkOf = (text: string, prefixes: readonly string[]): string | null => {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  return prefixes.some((prefix) => url.pathname.startsWith(prefix))
    ? `${url.pathname}${url.search}`
    : null;
};
