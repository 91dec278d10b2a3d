import { GATE_ROLES } from '../../../src/api/contract/roles';
import { API_MESSAGES } from '../../../src/api/contract/common';
import {
  type GateScanItem,
  type IntentItem,
  isGateScanItem,
  type SyncItem,
  type SyncItemResult,
} from '../../../src/api/contract/sync';
import type { Bus } from '../../bus/bus';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { createFeedService } from '../feed/service';
import type { GateService } from '../gate/service';
import { applyFavouriteChanges } from './favourite-changes';
import { applyPriorityChanges, isPriority } from './priority-changes';

const isFavourite = (item: SyncItem): item is IntentItem =>
  item.kind === 'favourite.add' || item.kind === 'favourite.remove';

const isLike = (item: SyncItem): item is IntentItem =>
  item.kind === 'like' || item.kind === 'dislike';

const mayScan = (caller: AuthUser) =>
  caller.roles.some((role) => role === 'ROLE_ADMIN' || GATE_ROLES.includes(role));

/**
 * The outbox's batch replay. Every item acts on the caller's own favourites and likes, or is a
 * gate's scan (gate staff only), and is checked on its own (a favourite needs a published event, a like an existing post), so one
 * refused item never takes the others with it. Favourites go in one transaction; likes go
 * through the feed's single-like path (its key, its notice to the post's author), one by one.
 * A failure that is not the item's fault (database down) fails the call: the client sends it
 * again, and the keys keep every item to one application.
 */
export function createSyncService(db: Database, bus: Bus, gate: GateService) {
  const feed = createFeedService(db, bus);

  const applyScan = (caller: AuthUser, item: GateScanItem): Promise<SyncItemResult> =>
    mayScan(caller)
      ? gate.recordScan(caller.id, item.id, item.scan)
      : Promise.resolve({ id: item.id, status: 403, message: API_MESSAGES.forbidden });

  const applyLike = async (caller: AuthUser, item: IntentItem): Promise<SyncItemResult> => {
    try {
      if (item.kind === 'like') await feed.like(caller, item.target, item.id);
      else await feed.dislike(caller, item.target, item.id);
      return { id: item.id, status: 200, message: null };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
        return { id: item.id, status: error.statusCode, message: error.message };
      }
      throw error;
    }
  };

  return {
    async apply(caller: AuthUser, items: readonly SyncItem[]): Promise<SyncItemResult[]> {
      const results = new Map<string, SyncItemResult>();
      const favourites = await applyFavouriteChanges(
        db,
        caller.id,
        items.filter(isFavourite).map((item) => ({
          id: item.id,
          eventId: item.target,
          add: item.kind === 'favourite.add',
          madeAt: item.madeAt === undefined ? undefined : new Date(item.madeAt),
        })),
      );
      for (const result of favourites) results.set(result.id, result);
      const marks = await applyPriorityChanges(
        db,
        caller.id,
        items.filter((item): item is IntentItem => !isGateScanItem(item) && isPriority(item)),
      );
      for (const result of marks) results.set(result.id, result);
      for (const item of items.filter(isLike)) {
        results.set(item.id, await applyLike(caller, item));
      }
      for (const item of items.filter(isGateScanItem)) {
        results.set(item.id, await applyScan(caller, item));
      }
      return items.map((item) => {
        const result = results.get(item.id);
        if (!result) throw new Error(`No result for sync item ${item.id}`);
        return result;
      });
    },
  };
}
