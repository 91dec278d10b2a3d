import { Dexie, type Table } from 'dexie';
import type { ChatMessage } from '@/api/contract/chat';
import type { PlanPriority } from '@/api/contract/friends';
import type { ArtistDto, EventDto, FilterValuesDto, VenueDto } from '@/api/contract/program';
import type {
  GateCheckinDto,
  GateListDto,
  GateScan,
  GateTicketDto,
  GateVerdict,
} from '@/api/contract/gate';
import type { SiteMapDto } from '@/api/contract/site-map';
import type { OrderDto, OwnedTicketDto, PassedOnTicketDto } from '@/api/contract/tickets';
import type { OutboxKind } from './outbox/outbox-kind';
import { DB_NAME, FILTER_VALUES_KEY, SESSION_KEY, SITE_MAP_KEY } from './db-name';

/** An event as stored: the DTO plus flat index fields (IndexedDB cannot index booleans or nested ids). */
export type EventRow = EventDto & { venueId: number | null; isConference: 0 | 1 };
export type ArtistRow = ArtistDto;
export type VenueRow = VenueDto;
export type FilterValuesRow = FilterValuesDto & { key: typeof FILTER_VALUES_KEY };

export interface FavouriteRow {
  eventId: number;
  userId: number;
}

/**
 * An owned ticket as the server sent it (its signed entry credential included); the QR code of
 * the credential is rendered once when the ticket is stored.
 */
export type TicketRow = OwnedTicketDto & {
  userId: number;
  qrCode: string | null;
};

/** A ticket the user passed on, and who holds it now. */
export type PassedOnRow = PassedOnTicketDto & { userId: number };

/** A gate device's copy of the edition's tickets (staff only; wiped at logout). */
export type GateTicketRow = GateTicketDto;
export type GateProductRow = GateListDto['products'][number];
export type GateCheckinRow = GateCheckinDto;

/** A scan this device made, with what it showed: the gate's own log and its offline memory. */
export interface GateScanRow {
  id: string;
  ticketUid: string | null;
  version: number | null;
  year: number;
  gate: string;
  scannedAt: string;
  verdict: GateVerdict;
  holder: string | null;
  productName: string | null;
}

export interface OrderRow {
  uid: string;
  userId: number;
  status: string;
  downloadLink: string | null;
  paymentLink: string | null;
  grandTotal: number;
  /** The whole order as the server sent it, for the orders list offline. */
  order: OrderDto;
}

/** The logged-in user's own profile as last fetched; readers validate it with the users contract. */
export interface ProfileRow {
  id: number;
  profile: unknown;
  storedAt: number;
}

export interface SyncMetaRow {
  dataset: string;
  etag: string | null;
  /** When the server last confirmed the local copy (200 or 304), epoch ms. */
  lastUpdated: number | null;
  lastAttempt: number;
}

export interface OutboxRow {
  /** Idempotency key, crypto.randomUUID(). */
  id: string;
  kind: OutboxKind;
  target: number;
  userId: number;
  /** Strictly increasing per database so rows replay in the order they were queued. */
  created: number;
  /** Sends started; above 0 the server may already have applied the row. */
  attempts: number;
  nextAttemptAt: number;
  /** Only for kind 'gate.scan' (target 0): the scan as the server receives it. */
  scan?: GateScan;
}

/** Mirror of the logged-in session so the service worker can authenticate replays. */
export interface SessionRow {
  id: typeof SESSION_KEY;
  userId: number;
  accessToken: string;
}

/** What the user last saw of a favourite (timetable 'changed' marker), one row per user and event. */
export interface SeenEventRow {
  userId: number;
  eventId: number;
  title: string;
  year: number;
  dateTime: string;
  end: string | null;
  venueId: number | null;
  venueName: string | null;
  state: EventDto['state'];
}

/** An event the program listed and no longer does (set back to draft, or deleted). */
export interface WithdrawnEventRow {
  id: number;
  title: string;
}

/** A chat message this account sent or received, for its conversations offline. */
export type ChatMessageRow = ChatMessage & { userId: number; partnerId: number };

/** `sending` until the server's RECEIPT, then `sent` until the stored copy arrives; `failed` when refused. */
export type ChatQueueState = 'sending' | 'sent' | 'failed';

/** A chat message written on this device and not yet seen back from the server. */
export interface ChatQueueRow {
  clientId: string;
  userId: number;
  recipientId: number;
  senderName: string;
  content: string;
  createdAt: string;
  /** Strictly increasing: the queue is sent in the order written. */
  created: number;
  state: ChatQueueState;
  /** The refusal code (`chat.unknownRecipient`, `chat.rateLimited`, …) of a failed message. */
  reason: string | null;
}

/** The member's must-see or maybe mark of an event ('none': saved, unmarked). */
export interface PriorityRow {
  userId: number;
  eventId: number;
  priority: PlanPriority;
}

/** An accepted friend of the member on this device (written by the friends sync). */
export interface FriendRow {
  userId: number;
  friendId: number;
  name: string;
}

/** One saved event of a friend, with the friend's mark; only accepted friends' plans arrive. */
export interface FriendPlanRow {
  userId: number;
  friendId: number;
  eventId: number;
  priority: PlanPriority;
}

/** The site map as last synced, with the plan's picture, so the map opens offline (issue #39). */
export interface SiteMapRow {
  key: typeof SITE_MAP_KEY;
  map: SiteMapDto;
  /** The plan's bytes (image or SVG, typed by `map.plan.mime`), null without a plan. */
  image: ArrayBuffer | null;
}

export interface SettingRow {
  key: string;
  value: string | number | boolean | null;
}

export type FestivalDb = Dexie & {
  events: Table<EventRow, number>;
  artists: Table<ArtistRow, number>;
  venues: Table<VenueRow, number>;
  filterValues: Table<FilterValuesRow, string>;
  favourites: Table<FavouriteRow, number>;
  tickets: Table<TicketRow, string>;
  orders: Table<OrderRow, string>;
  profile: Table<ProfileRow, number>;
  syncMeta: Table<SyncMetaRow, string>;
  outbox: Table<OutboxRow, string>;
  session: Table<SessionRow, string>;
  settings: Table<SettingRow, string>;
  seenEvents: Table<SeenEventRow, [number, number]>;
  withdrawnEvents: Table<WithdrawnEventRow, number>;
  passedOn: Table<PassedOnRow, string>;
  gateTickets: Table<GateTicketRow, string>;
  gateProducts: Table<GateProductRow, string>;
  gateCheckins: Table<GateCheckinRow, string>;
  gateScans: Table<GateScanRow, string>;
  chatMessages: Table<ChatMessageRow, [number, number]>;
  chatQueue: Table<ChatQueueRow, string>;
  priorities: Table<PriorityRow, [number, number]>;
  friends: Table<FriendRow, [number, number]>;
  friendPlans: Table<FriendPlanRow, [number, number, number]>;
  siteMap: Table<SiteMapRow, string>;
};

export { DB_NAME, FILTER_VALUES_KEY, SESSION_KEY, SITE_MAP_KEY };

export const createFestivalDb = (): FestivalDb => {
  const database = new Dexie(DB_NAME) as FestivalDb;
  database.version(1).stores({
    events: 'id, dateTime, year, venueId, isConference, [year+dateTime]',
    artists: 'id, name',
    venues: 'id, name',
    filterValues: 'key',
    favourites: 'eventId, userId',
    tickets: 'uid, userId, year',
    orders: 'uid, userId, status',
    profile: 'id',
    syncMeta: 'dataset',
    outbox: 'id, created, userId, target',
    session: 'id',
    settings: 'key',
  });
  database.version(2).stores({ seenEvents: '[userId+eventId], userId' });
  // Tickets now carry signed credentials: rows from before are dropped and synced anew.
  database
    .version(3)
    .stores({
      passedOn: 'uid, userId',
      gateTickets: 'uid, entryCode',
      gateProducts: 'uid',
      gateCheckins: 'ticketUid',
      gateScans: 'id, ticketUid, scannedAt, verdict',
      outbox: 'id, created, userId, target, kind',
    })
    .upgrade((tx) => tx.table('tickets').clear());
  database.version(4).stores({ withdrawnEvents: 'id' });
  database.version(5).stores({
    chatMessages: '[userId+id], [userId+partnerId+id]',
    chatQueue: 'clientId, userId, created, [userId+created], [userId+recipientId]',
  });
  // Friends (issue #39): must/maybe marks, accepted friends and their plans, per member.
  database.version(6).stores({
    priorities: '[userId+eventId], userId',
    friends: '[userId+friendId], userId',
    friendPlans: '[userId+friendId+eventId], userId, [userId+eventId], [userId+friendId]',
  });
  database.version(7).stores({ siteMap: 'key' });
  return database;
};

/** The one database of the page and of the service worker. */
export const db = createFestivalDb();
