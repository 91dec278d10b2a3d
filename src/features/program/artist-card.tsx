import { useTranslation } from 'react-i18next';
import type { ArtistDto } from '@/api/contract/program';
import { AppLink } from '@/lib/app-link';
import classes from './artist-card.module.css';

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

/** An artist or speaker of the program grid, linking to the profile. */
export const ArtistCard = ({ artist, to }: { artist: ArtistDto; to: string }) => {
  const { t } = useTranslation('program');
  const speaker = artist.labelRole === 'Speaker' || artist.labelRole === 'Speaker & Artist';
  return (
    <AppLink href={to} className={classes.card}>
      {artist.profilePicture ? (
        <img src={artist.profilePicture} alt="" className={classes.photo} loading="lazy" />
      ) : (
        <span
          className={`${classes.photo} ${classes.initials} ${speaker ? classes.speaker : ''}`}
          aria-hidden="true"
        >
          {initialsOf(artist.name)}
        </span>
      )}
      <span className={classes.text}>
        <span className={classes.name}>{artist.name}</span>
        {artist.labelRole && (
          <span className={classes.label}>{t(LABEL_KEYS[artist.labelRole])}</span>
        )}
      </span>
    </AppLink>
  );
};
