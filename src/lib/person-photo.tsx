import { initialsOf } from './person-kind';
import { useImageUntilError } from './use-image-until-error';

interface PersonPhotoProps {
  name: string;
  image: string | null;
  /** The photo's class; the initials get it too, with `initialsClassName`. */
  className: string | undefined;
  initialsClassName: string | undefined;
}

/**
 * A person's photo, or their initials when they have none or it does not load: offline, a photo
 * never seen online is not in the cache, and a broken image would stand in the tile.
 */
export const PersonPhoto = ({ name, image, className, initialsClassName }: PersonPhotoProps) => {
  const photo = useImageUntilError(image);
  return photo.src ? (
    <img src={photo.src} alt="" className={className} loading="lazy" onError={photo.onError} />
  ) : (
    <span className={[className, initialsClassName].filter(Boolean).join(' ')} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
};
