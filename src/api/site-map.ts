import { api } from './client';
import { UPLOAD_FIELD } from './contract/files';
import { venueList } from './contract/program';
import {
  siteMapDto,
  uploadedSitePlan,
  type SiteMapInput,
  type UploadedSitePlan,
} from './contract/site-map';

/** Calls of the site map editor (issue #39); attendees read the map from Dexie, not from here. */

export const getSiteMap = async () => siteMapDto.parse(await api.get('site-map').json());

export const getVenues = async () => venueList.parse(await api.get('venue/all').json());

/** POST site-map/plan (multipart field `file`); a refusal shows the server's text as usual. */
export const uploadSitePlan = async (file: File): Promise<UploadedSitePlan> => {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file, file.name);
  return uploadedSitePlan.parse(await api.post('site-map/plan', { body, timeout: 60_000 }).json());
};

export const saveSiteMap = async (input: SiteMapInput) =>
  siteMapDto.parse(await api.post('site-map/update', { json: input }).json());
