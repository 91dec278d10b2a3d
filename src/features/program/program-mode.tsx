import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Member pages, or the public embeddable /u pages without member chrome (spec §2). */
export type ProgramMode = 'member' | 'public';

/** Profile of an artist or speaker: the public one in /u mode. */
export const userPath = (mode: ProgramMode, userId: number): string =>
  mode === 'member' ? `/user/${userId}` : `/u/user/${userId}`;

interface EventLinkProps {
  mode: ProgramMode;
  eventId: number;
  className?: string;
  children: ReactNode;
}

/** Link to the single event: /event/{id}, or /u/event/{id}?iframe=true in /u mode. */
export const EventLink = ({ mode, eventId, className, children }: EventLinkProps) =>
  mode === 'member' ? (
    <Link to="/event/$eventId" params={{ eventId: String(eventId) }} className={className}>
      {children}
    </Link>
  ) : (
    <Link
      to="/u/event/$eventId"
      params={{ eventId: String(eventId) }}
      search={{ iframe: true }}
      className={className}
    >
      {children}
    </Link>
  );
