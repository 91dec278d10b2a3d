const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web app manifest once the first screen is up rather than from index.html: with it in
 * the page, the browser fetched the manifest and its 192 px icon (and the icon link) at once, on
 * three of the six connections HTTP/1.1 allows, and the app's own chunks waited behind them. The
 * browser checks installability when the link appears, so the install prompt still comes.
 */
export const linkManifest = (): void => {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
};
