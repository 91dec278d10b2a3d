import {
  isBigDisplay,
  type LobbyCard,
  type LobbyFilter,
  type LobbyPage,
  normaliseRole,
} from '../../../src/api/contract/lobby';
import { PEOPLE_MESSAGES } from '../../../src/api/contract/people';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/http-error';
import { toPage } from '../program/paging';
import { toTile } from '../users/people-sql';
import * as queries from './queries';

const toCard = (row: queries.LobbyRow, viewerId: number): LobbyCard => ({
  ...toTile(row),
  tags: row.tags,
  score: row.score,
  bigDisplay: isBigDisplay(row.id),
  me: row.id === viewerId,
});

function conditionsOf(filter: LobbyFilter | null | undefined): queries.LobbyConditions {
  const tagIds = [...(filter?.tagIds ?? []), ...(filter?.id ? [filter.id] : [])];
  return {
    search: filter?.search?.trim() || undefined,
    tagIds,
    companyIds: filter?.companyIds ?? [],
    roleKeys: (filter?.roles ?? []).map(normaliseRole).filter(Boolean),
  };
}

export interface LobbyPageInput {
  filter?: LobbyFilter | null;
  sort?: { sortBy: 'recommended' | 'name'; order: 'asc' | 'desc' } | null;
  size: number;
}

/** The lobby and 'For you' (spec §2, §4 Lobby recommendation, §5 Lobby search). */
export function createLobbyService(db: Database) {
  async function ownCard(viewerId: number): Promise<LobbyCard> {
    const row = await queries.findOwnCard(db, viewerId);
    if (!row) throw new HttpError(404, PEOPLE_MESSAGES.userNotFound);
    return toCard(row, viewerId);
  }

  return {
    ownCard,

    async page(viewerId: number, number: number, input: LobbyPageInput): Promise<LobbyPage> {
      const base = {
        viewerId,
        conditions: conditionsOf(input.filter),
        sortBy: input.sort?.sortBy ?? 'recommended',
        order: input.sort?.order ?? 'asc',
      } as const;
      const [rows, own] = await Promise.all([
        queries.findLobbyPage(db, { ...base, offset: number * input.size, limit: input.size }),
        ownCard(viewerId),
      ]);
      const total = rows[0]?.total ?? (number === 0 ? 0 : await queries.countLobby(db, base));
      const content = rows.map((row) => toCard(row, viewerId));
      return { ...toPage(content, total, number, input.size), own };
    },

    /** 'For you': the best-scoring people, only those sharing a tag, company or role. */
    async recommendations(viewerId: number, limit: number): Promise<LobbyCard[]> {
      const rows = await queries.findLobbyPage(db, {
        viewerId,
        conditions: { minScore: 1 },
        sortBy: 'recommended',
        order: 'asc',
        offset: 0,
        limit,
      });
      return rows.map((row) => toCard(row, viewerId));
    },
  };
}
