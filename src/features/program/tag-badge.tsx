import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './tag-badge.module.css';

interface TagBadgeProps {
  look: 'light' | 'gradient';
  /** 'tag': small corners and capitals (the event type); 'pill': round, as written (genres). */
  shape: 'tag' | 'pill';
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Mantine's small Badge, drawn with its classes and stylesheet but without the component: a
 * program row shows two to four, and the component resolved its props, variant colours and
 * styles on every render, a good part of each row's first render.
 */
export const TagBadge = ({ look, shape, icon, className, children }: TagBadgeProps) => (
  <div
    className={[
      Badge.classes.root,
      'mantine-Badge-root',
      classes.badge,
      classes[look],
      classes[shape],
      className,
    ]
      .filter(Boolean)
      .join(' ')}
    data-variant={look}
    data-size="sm"
    data-with-left-section={icon ? true : undefined}
  >
    {icon && (
      <span className={`${Badge.classes.section} mantine-Badge-section`} data-position="left">
        {icon}
      </span>
    )}
    <span className={`${Badge.classes.label} mantine-Badge-label`}>{children}</span>
  </div>
);
