import { useNavigate } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app, with its query if any (`/u/user/3?iframe=true`). */
  href: string;
  children: ReactNode;
}

/**
 * A link to a path of this app that may carry a query: navigated by the router as a whole href
 * (its `to` is a route path), a new tab or window left to the browser.
 */
export const AppLink = ({ href, children, ...anchor }: AppLinkProps) => {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    anchor.onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a {...anchor} href={href} onClick={open}>
      {children}
    </a>
  );
};
