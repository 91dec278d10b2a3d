import type { AuthUser } from '../../plugins/auth';
import {
  isBlockedTagWord,
  REFERENCE_MESSAGES,
  type TagDto,
  type TagSaveRequest,
} from '../../../src/api/contract/reference';
import { API_MESSAGES } from '../../../src/api/contract/common';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { uniqueViolation } from '../auth/unique-violation';
import * as queries from './queries';

/** Tags, genres and companies: anyone logged in may add; only admins rename tags. */
export function createReferenceService(db: Database) {
  return {
    allTags: () => queries.findAllTags(db),
    tagsByIds: (ids: readonly number[]) => queries.findTagsByIds(db, ids),
    allGenres: () => queries.findAllGenres(db),

    async saveTag(caller: AuthUser, input: TagSaveRequest): Promise<TagDto> {
      if (isBlockedTagWord(input.name)) throw new HttpError(400, REFERENCE_MESSAGES.blockedWord);
      if (input.id == null) return queries.findOrCreateTag(db, input.name);
      if (!caller.roles.includes('ROLE_ADMIN')) throw new HttpError(403, API_MESSAGES.forbidden);
      const renamed = await queries.renameTag(db, input.id, input.name).catch((error: unknown) => {
        throw uniqueViolation(error) === null
          ? error
          : new HttpError(409, REFERENCE_MESSAGES.tagExists);
      });
      if (!renamed) throw new HttpError(404, REFERENCE_MESSAGES.tagNotFound);
      return renamed;
    },

    searchCompanies: (search: string | undefined, limit = 50) =>
      queries.searchCompanies(db, search, limit),

    async company(id: number) {
      const company = await queries.findCompany(db, id);
      if (!company) throw new HttpError(404, REFERENCE_MESSAGES.companyNotFound);
      return company;
    },

    addCompany: (name: string) => queries.findOrCreateCompany(db, name),
  };
}
