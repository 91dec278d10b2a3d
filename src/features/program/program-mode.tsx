import { embeddedUserPath } from '@/lib/embedded';
import { linkOptions, useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** Member pages, or the public embeddable /u pages without member chrome (spec §2). */
export type ProgramMode = 'member' | 'public';

/** Profile of an artist or speaker: the public one, embedded, in /u mode. */
export const userPath = (mode: ProgramMode, userId: number): string =>
  mode === 'member' ? `/user/${userId}` : embeddedUserPath(userId);

interface EventLinkProps {
  mode: ProgramMode;
  eventId: number;
  className?: string;
  children: ReactNode;
}

/** Where an event link leads: /event/{id}, or /u/event/{id}?iframe=true in /u mode. */
const eventHref = (mode: ProgramMode, eventId: number): string =>
  mode === 'member' ? `/event/${eventId}` : `/u/event/${eventId}?iframe=true`;

const eventDestination = (mode: ProgramMode, eventId: number) =>
  mode === 'member'
    ? linkOptions({ to: '/event/$eventId', params: { eventId: String(eventId) } })
    : linkOptions({
        to: '/u/event/$eventId',
        params: { eventId: String(eventId) },
        search: { iframe: true },
      });

/** A click the page handles itself; others (a new tab, a download) are the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * Link to the single event, as the router's Link would render it (a plain anchor, navigated in
 * the app, the event page's code preloaded on hover, focus or touch) without its per-link work:
 * the Link builds and subscribes to its location on every render, which was a third of each
 * program row's render (a row or two per task while the list fills the screen).
 */
export const EventLink = ({ mode, eventId, className, children }: EventLinkProps) => {
  const router = useRouter();
  const preload = () => {
    router.preloadRoute(eventDestination(mode, eventId)).catch((error: unknown) => {
      console.warn('Preloading the event page failed', error);
    });
  };
  return (
    <a
      href={eventHref(mode, eventId)}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate(eventDestination(mode, eventId));
      }}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      {children}
    </a>
  );
};
