import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import type { LabelRole } from '@/api/contract/program';
import { breakAfterAt } from './break-after-at';
import { personKind } from './person-kind';
import kinds from './person-kind.module.css';
import { PersonPhoto } from './person-photo';
import classes from './person-tile.module.css';

interface PersonTileProps {
  name: string;
  image: string | null;
  labelRole: LabelRole | undefined;
  /** A second line, e.g. role@company. */
  subtitle?: string | null;
  /** The profile path: /user/{id}, or /u/user/{id} in the public mode. */
  href: string;
}

/** A person as a small tile with the gradient of their kind (spec §2), linking to the profile. */
export const PersonTile = ({ name, image, labelRole, subtitle, href }: PersonTileProps) => {
  const navigate = useNavigate();
  const kind = personKind(labelRole);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={open} className={`${classes.tile} ${kinds[kind]}`} data-kind={kind}>
      <PersonPhoto
        name={name}
        image={image}
        className={classes.photo}
        initialsClassName={classes.initials}
      />
      <span className={classes.name}>{name}</span>
      {subtitle && <span className={classes.subtitle}>{breakAfterAt(subtitle)}</span>}
    </a>
  );
};
