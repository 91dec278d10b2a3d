/** Only same-app paths are followed after login, never another origin (`//host`, `https:`). */
export const safeRedirectPath = (value: unknown, fallback = '/'): string => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return fallback;
  }
  const hasControlCharacter = [...value].some((character) => character.charCodeAt(0) < 0x20);
  if (value.startsWith('/\\') || hasControlCharacter) return fallback;
  return value;
};
