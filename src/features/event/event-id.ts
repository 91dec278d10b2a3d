/** A positive whole-number id from the route, or null for anything else. */
export const parseEventId = (raw: string): number | null =>
  /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
