import { useTranslation } from 'react-i18next';
import type { EventArtist } from '@/api/contract/program';
import { AppLink } from '@/lib/app-link';
import { personKind } from '@/lib/person-kind';
import kinds from '@/lib/person-kind.module.css';
import { PersonPhoto } from '@/lib/person-photo';
import classes from './artist-tile.module.css';

const LABEL_KEYS = {
  Artist: 'labels.artist',
  Speaker: 'labels.speaker',
  'Speaker & Artist': 'labels.speakerAndArtist',
} as const;

interface ArtistTileProps {
  artist: EventArtist;
  to: string;
}

/** A person on the event: photo, name and label, linking to their profile. */
export const ArtistTile = ({ artist, to }: ArtistTileProps) => {
  const { t } = useTranslation('event');
  const kind = personKind(artist.labelRole);
  return (
    <AppLink href={to} className={`${classes.tile} ${kinds[kind]}`} data-kind={kind}>
      <PersonPhoto
        name={artist.name}
        image={artist.profilePicture}
        className={classes.photo}
        initialsClassName={classes.initials}
      />
      <span className={classes.name}>{artist.name}</span>
      {artist.labelRole && <span className={classes.label}>{t(LABEL_KEYS[artist.labelRole])}</span>}
    </AppLink>
  );
};
