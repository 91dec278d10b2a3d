const WEB_SCHEME = /^https?:\/\//i;
/** 'javascript:', 'data:', 'mailto:' … but not 'example.org:8080' (a web host has dots). */
const OTHER_SCHEME = /^[a-z][a-z\d+-]*:/i;

export const WEB_LINK_MESSAGES = {
  notWebLink: 'Links must be web addresses (http or https)',
} as const;

/**
 * A stored link as a safe http(s) URL. Spec §5 lets staff leave out the scheme ('instagram.com/x'),
 * so https is added; anything that is no web address (e.g. 'javascript:') gives null.
 */
export const toExternalUrl = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (!WEB_SCHEME.test(trimmed) && OTHER_SCHEME.test(trimmed)) return null;
  const candidate = WEB_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/** What the server stores as a profile link: empty, or a web address. */
export const isWebLinkOrEmpty = (value: string | null | undefined): boolean =>
  !value?.trim() || toExternalUrl(value) !== null;
