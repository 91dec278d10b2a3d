import { COMPANIES, GENRES, TAGS } from './data/taxonomy';
import { VENUES } from './data/venues';
import { bannerSvg, type FileCollector } from './generate-images';
import type { NamedRecord, SeedVenue } from './seed-types';

const named = (names: readonly string[]): NamedRecord[] =>
  names.map((name, i) => ({ id: i + 1, name }));

export const generateTags = () => named(TAGS);
export const generateGenres = () => named(GENRES);
export const generateCompanies = () => named(COMPANIES);

export const generateVenues = (files: FileCollector): SeedVenue[] =>
  VENUES.map((venue, i) => ({
    id: i + 1,
    name: venue.name,
    latitude: venue.latitude,
    longitude: venue.longitude,
    website: venue.website,
    use: venue.use,
    hours: venue.hours,
    imageFileId: files.add(
      `venue-${i + 1}.svg`,
      bannerSvg(venue.name, 'Osthafen · Berlin', venue.colors),
    ),
  }));
