/**
 * The people and things the authorisation matrix tries its owner rules on (see
 * authorization-rules.ts), built once per run through the server's own routes and services.
 */
import type { FastifyInstance } from 'fastify';
import { placeOrderResult } from '../../src/api/contract/checkout';
import type { Role } from '../../src/api/contract/common';
import { feedItem } from '../../src/api/contract/feed';
import { createdId, eventInput } from '../../src/api/contract/management';
import type { EventState } from '../../src/api/contract/program';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { ownedTicketList } from '../../src/api/contract/tickets';
import { tickets } from '../../server/db/schema/orders';
import { users } from '../../server/db/schema/users';
import { createChatService } from '../../server/modules/chat/service';
import { addEventEditors } from '../../server/modules/management/event-queries';
import { createEventAdminService } from '../../server/modules/management/event-service';
import { insertProfession } from '../../server/modules/users/queries';
import { apiHeaders, createUser, sessionToken } from '../helpers/app';
import { buyer as consumer, seedShop } from '../shop/shop-fixture';
import { PNG_BYTES } from './program-fixture';

/** Callers who own something; the role actors (`user`, `promoter`, …) own nothing. */
export const PEOPLE = [
  'creator',
  'eventEditor',
  'artistEditor',
  'performer',
  'postAuthor',
  'commentAuthor',
  'buyer',
] as const;
export type Person = (typeof PEOPLE)[number];

export interface Caller {
  id: number;
  token: string;
}

export interface Fixtures {
  people: Record<Person, Caller>;
  /** A published event `creator` (a promoter) made, with `eventEditor` (a plain user) as editor. */
  event: number;
  /** A draft of `creator`'s, also edited by `eventEditor`. */
  draft: number;
  /** The artist `creator` entered, welcomed into `performer`'s account; `artistEditor` edits it. */
  artist: number;
  /** A venue `creator` (a promoter) made. */
  venue: number;
  /** One of `performer`'s professions. */
  profession: number;
  /** `postAuthor`'s post and `commentAuthor`'s comment on it. */
  post: number;
  comment: number;
  /** A chat message from `commentAuthor` to `postAuthor`. */
  message: number;
  /** A pending order `buyer` placed while logged in. */
  order: string;
  /** Another one, for the call that cancels it. */
  orderToCancel: string;
  /** The claim code of a ticket `buyer` bought while logged in (so it is theirs). */
  ticketCode: string;
  /** That ticket's uid. */
  ticketUid: string;
  /** Fresh targets for calls that delete what they are given. */
  newEvent(): Promise<number>;
  newVenue(): Promise<number>;
  newPost(): Promise<{ post: number; comment: number }>;
  newProfession(): Promise<number>;
  /** The id of a fresh second login of `buyer` (another device). */
  newSession(): Promise<string>;
}

const IMAGE = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;
const PROMOTER: Role[] = ['ROLE_USER', 'ROLE_PROMOTER'];

/** Builds every fixture; `admin` welcomes the artist (an admin-only step). */
export async function buildFixtures(app: FastifyInstance, admin: Caller): Promise<Fixtures> {
  const { db } = app;
  const send = async (method: 'GET' | 'POST', url: string, caller: Caller, body?: object) => {
    const res = await app.inject({
      method,
      url,
      headers: apiHeaders(caller.token),
      ...(body ? { payload: body } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<unknown>();
  };
  const person = async (roles: Role[]) => createUser(db, { roles }, app);

  const creator = await person(PROMOTER);
  const eventEditor = await person(['ROLE_USER']);
  const artistEditor = await person(['ROLE_USER', 'ROLE_CONF_MANAGER']);
  const postAuthor = await person(['ROLE_USER']);
  const commentAuthor = await person(['ROLE_USER']);
  const buyer = await person(['ROLE_USER']);

  // Only admins create events over the API (spec §6); the service keeps whoever it is given.
  const events = createEventAdminService(db);
  const newEvent = async (state: EventState = 'PUBLISHED') => {
    const input = eventInput.parse({
      title: 'Matrix night',
      dateTime: '2025-08-14T21:00',
      conference: false,
      genres: [],
      state,
    });
    const id = await events.create(input, {
      id: creator.id,
      roles: PROMOTER,
      sessionId: 'fixture',
    });
    await addEventEditors(db, id, [eventEditor.id]);
    return id;
  };

  const newVenue = async () =>
    createdId.parse(await send('POST', '/api/venue/update', creator, { name: 'Matrix Hall' })).id;

  const artist = createdId.parse(
    await send('POST', '/api/artist/edit', creator, { name: 'Matrix Artist' }),
  ).id;
  // A phantom's stand-in address gets no welcome mail: staff enter a real one first.
  await db.update(users).set({ email: 'matrix-artist@example.org' }).where(eq(users.id, artist));
  await send('POST', '/api/user/welcome/send', admin, { userId: artist });
  await send('POST', `/api/artist/share/${artist}`, creator, { ids: [artistEditor.id] });
  const performer = { id: artist, token: await sessionToken(app, artist) };
  const newProfession = () => insertProfession(db, performer.id, 'Guest DJ', null);

  const newPost = async () => {
    const post = feedItem.parse(
      await send('POST', '/api/feed/create', postAuthor, { text: 'Matrix post', file: IMAGE }),
    ).id;
    const { comments } = feedItem.parse(
      await send('POST', '/api/feed/comment/add', commentAuthor, { id: post, text: 'Matrix' }),
    );
    const comment = comments[0]?.id;
    if (comment === undefined) throw new Error('The fixture comment was not stored');
    return { post, comment };
  };

  const chat = createChatService({ db, bus: app.bus, isOnline: () => Promise.resolve(false) });
  const message = await chat.send(commentAuthor.id, {
    clientId: 'matrix',
    recipientId: postAuthor.id,
    content: 'See you at the matrix night?',
  });

  await seedShop(db);
  const place = async (vouchers: string[]) =>
    placeOrderResult.parse(
      await send('POST', '/api/ticket/order/place', buyer, {
        products: [{ product: 'day', quantity: 1 }],
        vouchers,
        consumer: { ...consumer, email: buyer.email },
        payment_method: 'card',
      }),
    ).orderId;
  const order = await place([]);
  const orderToCancel = await place([]);
  // A free order completes at once and hands out its ticket.
  const freeOrder = await place(['FREE100']);
  const owned = ownedTicketList.parse(await send('GET', '/api/ticket/my/all', buyer));
  const ticketUid = owned.find((ticket) => ticket.orderUid === freeOrder)?.uid;
  const [ticketRow] = await db
    .select({ code: tickets.code })
    .from(tickets)
    .where(eq(tickets.orderUid, freeOrder));
  const ticketCode = ticketRow?.code;
  if (!ticketUid || !ticketCode) throw new Error('The free order handed out no ticket');

  return {
    people: { creator, eventEditor, artistEditor, performer, postAuthor, commentAuthor, buyer },
    event: await newEvent(),
    draft: await newEvent('DRAFT'),
    venue: await newVenue(),
    artist,
    profession: await newProfession(),
    ...(await newPost()),
    message: message.id,
    order,
    orderToCancel,
    ticketCode,
    ticketUid,
    newEvent: () => newEvent(),
    newVenue,
    newPost,
    newProfession,
    newSession: async () => {
      const { accessToken } = await app.sessions.start(buyer.id, 'matrix');
      return String(decodeJwt(accessToken).sid);
    },
  };
}
