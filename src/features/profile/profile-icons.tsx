import type { ReactNode } from 'react';
import { lineIcon } from '@/lib/icons';

const icon = (paths: ReactNode) => lineIcon(paths, 20);

export const IconSpotify = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 9.5c3-1 6-.7 8.5.8M8.5 12.5c2.3-.7 4.6-.4 6.5.7M9 15.3c1.7-.4 3.3-.2 4.6.5" />
  </>,
);
export const IconSoundcloud = icon(
  <path d="M7 18h11a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.6-1.5M7 18v-7M4 18v-5" />,
);
export const IconInstagram = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="4" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="M16.5 7.5v.01" />
  </>,
);
export const IconYoutube = icon(
  <>
    <rect x="3" y="6" width="18" height="12" rx="4" />
    <path d="M10 9.5v5l4.5-2.5z" />
  </>,
);
export const IconLinkedIn = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M8 11v5M8 8v.01M12 16v-5M16 16v-3a2 2 0 0 0-4 0" />
  </>,
);
export const IconTwitter = icon(<path d="M4 4l16 16M20 4L4 20" />);
export const IconChat = icon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />);
export const IconTrash = icon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
