import { forgetChat } from './chat/chat-history';
import { db, SESSION_KEY, type SessionRow } from './db';
import { FAVOURITES_DATASET, FRIENDS_DATASET, TICKETS_DATASET } from './db-name';

const GATE_TABLES = () => [db.gateTickets, db.gateProducts, db.gateCheckins, db.gateScans];

export interface MirroredSession {
  userId: number;
  accessToken: string;
}

/**
 * Called by the auth code on login, token refresh and logout so the worker sees the same session.
 * A logout also removes the user's tickets, orders, profile, favourites, marks, friends and
 * friends' plans, and what they last saw of
 * their saved events (titles, times) from this device (a shared phone must not keep them for the
 * next person), its chats and unsent chat messages, and a gate's ticket list; queued outbox rows
 * (gate scans too) stay so nothing queued is lost.
 */
export const mirrorSession = async (session: MirroredSession | null): Promise<void> => {
  if (session) {
    await db.session.put({ id: SESSION_KEY, ...session });
    return;
  }
  const personal = [
    db.tickets,
    db.orders,
    db.profile,
    db.passedOn,
    db.favourites,
    db.seenEvents,
    db.syncMeta,
    db.chatMessages,
    db.chatQueue,
    db.priorities,
    db.friends,
    db.friendPlans,
    ...GATE_TABLES(),
  ];
  await db.transaction('rw', [db.session, ...personal], async () => {
    const previous = await db.session.get(SESSION_KEY);
    await db.session.delete(SESSION_KEY);
    if (!previous) return;
    await db.tickets.where('userId').equals(previous.userId).delete();
    await db.orders.where('userId').equals(previous.userId).delete();
    await db.profile.delete(previous.userId);
    await db.passedOn.where('userId').equals(previous.userId).delete();
    await db.favourites.where('userId').equals(previous.userId).delete();
    await db.seenEvents.where('userId').equals(previous.userId).delete();
    // Friends' plans were shared with this member, not with the next person on this phone.
    await db.priorities.where('userId').equals(previous.userId).delete();
    await db.friends.where('userId').equals(previous.userId).delete();
    await db.friendPlans.where('userId').equals(previous.userId).delete();
    // Their sync marks too, so the next member's first sync fetches their own lists whole.
    await db.syncMeta.bulkDelete([FAVOURITES_DATASET, TICKETS_DATASET, FRIENDS_DATASET]);
    // Chats and unsent messages too: the next person on this phone must not read or send them.
    await forgetChat(previous.userId);
    // A gate's list names every attendee: it leaves with the staff member who loaded it.
    await Promise.all(GATE_TABLES().map((table) => table.clear()));
  });
};

export const readSession = (): Promise<SessionRow | undefined> => db.session.get(SESSION_KEY);
