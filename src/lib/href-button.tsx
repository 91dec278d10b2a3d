import { Button, type ButtonProps } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

interface HrefButtonProps extends ButtonProps {
  /** An app path, possibly of a route another area adds (e.g. /chat/open/{userId}). */
  href: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A button that is a real link (open in new tab works) and navigates inside the app. */
export const HrefButton = ({ href, children, ...props }: HrefButtonProps) => {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <Button component="a" href={href} onClick={open} {...props}>
      {children}
    </Button>
  );
};
