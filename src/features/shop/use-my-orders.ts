import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import type { OrderDto } from '@/api/contract/tickets';
import { db } from '@/offline/db';
import { syncTickets } from '@/offline/sync/sync-tickets';
import { useSession } from '@/lib/use-session';

/** The logged-in user's orders from the offline copy, newest first; `update` re-checks payments. */
export const useMyOrders = () => {
  const user = useSession();
  const userId = user?.id ?? null;
  const [updating, setUpdating] = useState(false);
  const orders = useLiveQuery(
    async (): Promise<OrderDto[]> => {
      if (userId === null) return [];
      const rows = await db.orders.where('userId').equals(userId).toArray();
      return rows.map((row) => row.order).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    [userId],
    null,
  );
  const update = useCallback(async () => {
    setUpdating(true);
    try {
      await syncTickets({}, true);
    } finally {
      setUpdating(false);
    }
  }, []);
  return { orders, updating, update };
};
