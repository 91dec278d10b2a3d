/** Member pages, or the public embeddable /u pages (spec §2). */
export type EventMode = 'member' | 'public';

export interface EventLinks {
  program: string;
  shop: string;
  user: (userId: number) => string;
}

/** Where the event page links to; `iframe=true` keeps artist tiles inside the public pages. */
export const eventLinks = (mode: EventMode, iframe: boolean): EventLinks => ({
  program: mode === 'member' ? '/events' : '/u/events',
  shop: mode === 'member' ? '/shop' : '/u/shop',
  user: (userId) => (iframe ? `/u/user/${userId}` : `/user/${userId}`),
});
