import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EventArtist, LabelRole } from '@/api/contract/program';
import classes from './artist-tile.module.css';

/** Spec §2: tiles use a gradient by kind — Artist, Speaker (or 'Speaker & Artist'), other. */
export type ArtistKind = 'artist' | 'speaker' | 'other';

export const artistKind = (labelRole: LabelRole): ArtistKind => {
  if (labelRole === 'Artist') return 'artist';
  if (labelRole === 'Speaker' || labelRole === 'Speaker & Artist') return 'speaker';
  return 'other';
};

const LABEL_KEYS = {
  Artist: 'labels.artist',
  Speaker: 'labels.speaker',
  'Speaker & Artist': 'labels.speakerAndArtist',
} as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

interface ArtistTileProps {
  artist: EventArtist;
  to: string;
}

/** A person on the event: photo, name and label, linking to their profile. */
export const ArtistTile = ({ artist, to }: ArtistTileProps) => {
  const { t } = useTranslation('event');
  const kind = artistKind(artist.labelRole);
  return (
    <Link to={to} className={`${classes.tile} ${classes[kind]}`} data-kind={kind}>
      {artist.profilePicture ? (
        <img src={artist.profilePicture} alt="" className={classes.photo} loading="lazy" />
      ) : (
        <span className={`${classes.photo} ${classes.initials}`} aria-hidden="true">
          {initialsOf(artist.name)}
        </span>
      )}
      <span className={classes.name}>{artist.name}</span>
      {artist.labelRole && <span className={classes.label}>{t(LABEL_KEYS[artist.labelRole])}</span>}
    </Link>
  );
};
