const WEB_SCHEME = /^https?:\/\//i;

/**
 * A stored link as a safe http(s) URL. Spec §5 lets staff leave out the scheme ('instagram.com/x'),
 * so https is added; anything that is no web address (e.g. 'javascript:') gives null.
 */
export const toExternalUrl = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const candidate = WEB_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};
