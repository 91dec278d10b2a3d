import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { db, type PassedOnRow, type TicketRow } from '@/offline/db';
import { TICKETS_DATASET } from '@/offline/db-name';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { useSession } from '@/lib/use-session';

export interface MyTickets {
  tickets: TicketRow[];
  passedOn: PassedOnRow[];
  /** False until the tickets were fetched once on this device. */
  synced: boolean;
}

/** The user's tickets from the offline copy (spec: they work on the grounds without network). */
export const useMyTickets = (): MyTickets | undefined => {
  const userId = useSession()?.id ?? null;
  useEffect(() => {
    if (userId !== null) void syncTickets().catch(() => undefined);
  }, [userId]);
  return useLiveQuery(async () => {
    if (userId === null) return { tickets: [], passedOn: [], synced: true };
    const [rows, passedOn, meta] = await Promise.all([
      db.tickets.where('userId').equals(userId).toArray(),
      db.passedOn.where('userId').equals(userId).toArray(),
      db.syncMeta.get(TICKETS_DATASET),
    ]);
    rows.sort((a, b) => b.year - a.year || a.uid.localeCompare(b.uid));
    passedOn.sort((a, b) => b.passedAt.localeCompare(a.passedAt));
    return { tickets: rows, passedOn, synced: meta?.lastUpdated != null };
  }, [userId]);
};
