/**
 * The one table of the authorisation matrix (authorization-matrix.test.ts): every registered /api
 * and /messages route with its guard, and, where a creator, editor or owner rule applies, the
 * owner rule with the exact status for each caller the rule needs (authorization-rules.ts).
 */
import type { Fixtures } from './authorization-fixtures';
import type { Entry } from './authorization-rules';

const EVENT_BODY = { title: 'Matrix', dateTime: '2025-08-14T21:00', conference: false, genres: [] };
/** Spec §6: creator and editors may edit; admins may edit everything. */
const EVENT_EDITORS = { creator: 200, eventEditor: 200, promoter: 403, user: 403, admin: 200 };
/** Deleting and sharing: 'Only the creator can add editors'. */
const EVENT_CREATOR = { ...EVENT_EDITORS, eventEditor: 403 };
/** Sharing an artist (editing lets its editor through too); the artist's own account is no staff. */
const ARTIST_CREATOR = {
  creator: 200,
  artistEditor: 403,
  performer: 403,
  promoter: 403,
  user: 403,
  admin: 200,
};
/** Venues have no editors: their creator and admins change them (issue #42). */
const VENUE_CREATOR = { creator: 200, promoter: 403, conf: 403, user: 403, admin: 200 };
/** Someone else's profession is "not found" for everybody, admins too. */
const PROFESSION_OWNER = { performer: 200, artistEditor: 404, user: 404, admin: 404 };
/** Admins do not read other people's conversations. */
const CHAT_PARTNERS = { commentAuthor: 200, postAuthor: 200, user: 403, admin: 403 };
/** Without the buyer's e-mail an order is "not found" to everybody but its buyer. */
const ORDER_BUYER = { guest: 404, buyer: 200, user: 404, admin: 404 };

const conversation = (f: Fixtures) => ({
  a: f.people.commentAuthor.id,
  b: f.people.postAuthor.id,
});

/**
 * `METHOD path` as Fastify registered it (`:a|:id` = two routes sharing one parameter slot): its
 * guard, and for a route with an owner rule the status each of the rule's callers gets.
 */
export const MATRIX: Record<string, Entry> = {
  'GET /api/health': 'public',
  'GET /api/legal': 'public',
  // auth, social login
  'POST /api/auth/signup': 'public',
  'POST /api/auth/signin': 'public',
  'GET /api/auth/confirm-account': 'public',
  'GET /api/auth/me': 'member',
  'POST /api/auth/reset/request': 'public',
  'POST /api/auth/reset/password': 'public',
  'GET /api/auth/social/config': 'public',
  'POST /api/auth/cognito/token': 'public',
  'GET /api/auth/cognito/getEmailByUsername': 'public',
  'POST /api/auth/verifyOAuth': 'public',
  'POST /api/auth/order/signup/simple': 'public',
  // sessions (an empty body is 400 for logout and refresh, so no caller logs itself out here)
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/logout': 'member',
  'GET /api/auth/sessions': 'member',
  'DELETE /api/auth/sessions/:id': {
    access: 'member',
    owner: 'session',
    call: async (f) => ({ params: { id: await f.newSession() } }),
    expect: { buyer: 200, user: 404, admin: 404 },
  },
  // program
  'GET /api/artist/get/all': 'public',
  'POST /api/artist/get/all/visible/page/:n': 'public',
  'POST /api/event/get/all/year': 'public',
  'GET /api/event/get/single/:id': {
    access: 'public',
    owner: 'draft',
    call: (f) => ({ params: { id: f.draft } }),
    expect: { guest: 404, creator: 200, eventEditor: 200, promoter: 404, user: 404, admin: 200 },
  },
  'POST /api/event/get/favourites/year': 'public',
  'POST /api/event/getByDate': 'public',
  'GET /api/venue/all': 'public',
  'GET /api/venue/names/get': 'public',
  'POST /api/venue/filtered': 'public',
  'GET /api/filter/program/get': 'public',
  'GET /api/genre/all': 'member',
  // favourites, calendar
  'GET /api/event/favourites/my': 'member',
  'GET /api/event/favourites/add/:id': 'member',
  'GET /api/event/favourites/remove/:id': 'member',
  'POST /api/calendar/feed': 'member',
  'GET /api/calendar/feed': 'member',
  'DELETE /api/calendar/feed': 'member',
  'GET /api/calendar/feed/:file': 'public',
  // schedule export and changelog (issue #40)
  'GET /api/schedule/:year/:lang/schedule.xml': 'public',
  'GET /api/schedule/:year/:lang/schedule.json': 'public',
  'GET /api/schedule/:year/changelog': 'public',
  'GET /api/schedule/:year/:lang/changelog.atom': 'public',
  // management
  'POST /api/artist/admin/page/:n': 'staff',
  'POST /api/artist/edit': {
    access: 'staff',
    owner: 'artist',
    call: (f) => ({ body: { id: f.artist, name: 'Matrix Artist' } }),
    expect: { ...ARTIST_CREATOR, artistEditor: 200 },
  },
  'POST /api/artist/share/:id': {
    access: 'staff',
    owner: 'artist',
    call: (f) => ({ params: { id: f.artist }, body: { ids: [f.people.artistEditor.id] } }),
    expect: ARTIST_CREATOR,
  },
  'POST /api/user/website/visible/toggle': 'admin',
  'GET /api/management/full': 'staff',
  'GET /api/management/options': 'staff',
  'GET /api/cache/clear': 'staff',
  'POST /api/event/admin/page/:n': 'staff',
  'POST /api/event/create': 'admin',
  'POST /api/event/update': {
    access: 'member',
    owner: 'event',
    call: (f) => ({ body: { ...EVENT_BODY, id: f.event } }),
    expect: EVENT_EDITORS,
  },
  'GET /api/event/delete/:id': {
    access: 'member',
    owner: 'event',
    call: async (f) => ({ params: { id: await f.newEvent() } }),
    expect: EVENT_CREATOR,
  },
  'GET /api/event/state/change/:id/:state': {
    access: 'member',
    owner: 'event',
    call: (f) => ({ params: { id: f.event, state: 'PUBLISHED' } }),
    expect: EVENT_EDITORS,
  },
  'POST /api/event/artists/add': {
    access: 'member',
    owner: 'event',
    call: (f) => ({ body: { eventId: f.event, artistId: f.artist } }),
    expect: EVENT_EDITORS,
  },
  'POST /api/event/artists/remove': {
    access: 'member',
    owner: 'event',
    call: (f) => ({ body: { eventId: f.event, artistId: f.artist } }),
    expect: EVENT_EDITORS,
  },
  'POST /api/event/share/:id': {
    access: 'member',
    owner: 'event',
    call: (f) => ({ params: { id: f.event }, body: { ids: [f.people.eventEditor.id] } }),
    expect: EVENT_CREATOR,
  },
  'GET /api/site-map': 'public',
  'POST /api/site-map/plan': 'admin',
  'POST /api/site-map/update': 'admin',
  'GET /api/venue/admin/all': 'staff',
  'POST /api/venue/update': {
    access: 'staff',
    owner: 'venue',
    call: (f) => ({ body: { id: f.venue, name: 'Matrix Hall' } }),
    expect: VENUE_CREATOR,
  },
  'GET /api/venue/delete/:id': {
    access: 'staff',
    owner: 'venue',
    call: async (f) => ({ params: { id: await f.newVenue() } }),
    expect: VENUE_CREATOR,
  },
  'GET /api/audit/page/:n': 'admin',
  'GET /api/user/get/all/adminList': 'admin',
  'POST /api/user/create/:type': 'admin',
  'POST /api/user/admin/update': 'admin',
  'POST /api/user/roles/update': 'admin',
  'POST /api/user/welcome/send': 'admin',
  'GET /api/user/delete/:id': 'admin',
  'GET /api/roles/get/all': 'admin',
  'GET /api/user/search/email/:email': 'staff',
  'GET /api/user/invite/:email': 'staff',
  // files
  'POST /api/file/upload': 'member',
  'GET /api/file/:id': 'public',
  // people, lobby, reference data
  'GET /api/user/get': 'member',
  'GET /api/user/get/:id': 'member',
  'POST /api/user/getAllByIds': 'member',
  'GET /api/user/get/lobby': 'member',
  'POST /api/user/get/lobby/page/:n': 'member',
  'GET /api/user/get/lobby/own': 'member',
  'GET /api/user/recommendations': 'member',
  // Entering an artist makes nobody its profile editor; sharing it does (docs/decisions.md, people endpoints).
  'POST /api/user/update': {
    access: 'member',
    owner: 'profile',
    call: (f) => ({ body: { userId: f.artist, bio: 'Plays the matrix night' } }),
    expect: { performer: 200, artistEditor: 200, creator: 403, user: 403, admin: 200 },
  },
  'POST /api/user/genres/update': 'member',
  'GET /api/user/firstLogin': {
    access: 'member',
    owner: 'profile',
    call: (f) => ({ query: { id: f.artist } }),
    expect: { performer: 200, artistEditor: 403, creator: 403, user: 403, admin: 200 },
  },
  'POST /api/user/professions/get': 'member',
  'GET /api/user/profession/add': 'member',
  'POST /api/user/profession/update': {
    access: 'member',
    owner: 'profession',
    call: (f) => ({ body: { profession: { id: f.profession, role: 'DJ' } } }),
    expect: PROFESSION_OWNER,
  },
  'POST /api/user/profession/update/new': 'member',
  'POST /api/user/profession/remove': {
    access: 'member',
    owner: 'profession',
    call: async (f) => ({ body: { id: await f.newProfession() } }),
    expect: PROFESSION_OWNER,
  },
  'GET /api/user/:id/details/page/0': 'member',
  // Public for artists, speakers and members who chose it; 404 for everyone else (people/privacy.test.ts).
  'GET /api/u/user/:id': 'public',
  'GET /api/user/public/:id': 'public',
  // Privacy (issue #42): no id in the request, each acts on the caller's own account only.
  'GET /api/user/privacy': 'member',
  'POST /api/user/privacy': 'member',
  'GET /api/user/export': 'member',
  // Blocks and reports (issue #37): blocks are always the caller's own; reports of messages by
  // their participants only (404 for anyone else, tests/chat/blocks-reports.test.ts).
  'GET /api/user/blocks': 'member',
  'GET /api/user/blocks/:id': 'member',
  'PUT /api/user/blocks/:id': 'member',
  'DELETE /api/user/blocks/:id': 'member',
  'POST /api/chat/reports': 'member',
  'GET /api/management/reports': 'staff',
  'POST /api/management/reports/:id/handled': 'staff',
  // Schedule import (issue #40): management staff, like the event list.
  'POST /api/schedule-import/preview': 'staff',
  'POST /api/schedule-import/apply': 'staff',
  'POST /api/user/delete': 'member',
  // Notification settings (issue #37): the caller's own, no id in the request.
  'GET /api/user/notification-settings': 'member',
  'PUT /api/user/notification-settings': 'member',
  'GET /api/tags/get/all': 'member',
  'POST /api/tags/get/custom': 'member',
  'POST /api/tags/save': 'member',
  'GET /api/company/find/all': 'member',
  'GET /api/company/find/from/:id': 'member',
  'POST /api/company/add': 'member',
  // feed
  'GET /api/feed/my/:page': 'member',
  'GET /api/feed/user/:a/:b': 'member',
  'GET /api/feed/post/:id': 'member',
  'POST /api/feed/create': 'member',
  'POST /api/feed/comment/add': 'member',
  'POST /api/feed/comment/delete': {
    access: 'member',
    owner: 'post',
    call: async (f) => {
      const { post, comment } = await f.newPost();
      return { body: { feedId: post, commentId: comment } };
    },
    expect: { postAuthor: 200, commentAuthor: 200, user: 403, admin: 200 },
  },
  'GET /api/feed/like/:id': 'member',
  'GET /api/feed/dislike/:id': 'member',
  'GET /api/feed/delete/:id': {
    access: 'member',
    owner: 'post',
    call: async (f) => ({ params: { id: (await f.newPost()).post } }),
    expect: { postAuthor: 200, commentAuthor: 403, user: 403, admin: 200 },
  },
  // announcements (issue #37)
  'POST /api/announcement/send': 'staff',
  'GET /api/announcement/latest': 'member',
  // outbox replay
  'POST /api/sync/batch': 'member',
  // shared plans and friends: each call acts on the caller's own rows (tests/server/friends.test.ts
  // shows that someone else's link is 404 and that plans reach accepted friends only)
  'GET /api/plan/share': 'member',
  'POST /api/plan/share': 'member',
  'DELETE /api/plan/share/:token': 'member',
  'GET /api/plan/public/:token': 'public',
  'GET /api/friends/code': 'member',
  'POST /api/friends/code': 'member',
  'POST /api/friends/connect': 'member',
  'DELETE /api/friends/:id': 'member',
  'GET /api/friends/plans': 'member',
  // chat
  'GET /messages/partners': 'member',
  'GET /messages/since': 'member',
  'GET /messages/:a': {
    access: 'member',
    owner: 'chat',
    call: (f) => ({ params: { a: f.message } }),
    expect: { ...CHAT_PARTNERS, user: 404, admin: 404 },
  },
  'GET /messages/:a/:b': {
    access: 'member',
    owner: 'chat',
    call: (f) => ({ params: conversation(f) }),
    expect: CHAT_PARTNERS,
  },
  'GET /messages/:a/:b/count': {
    access: 'member',
    owner: 'chat',
    call: (f) => ({ params: conversation(f) }),
    expect: CHAT_PARTNERS,
  },
  'POST /api/user/messages/last': {
    access: 'member',
    owner: 'chat',
    call: (f) => ({ body: { senderId: conversation(f).a, recipientId: conversation(f).b } }),
    expect: CHAT_PARTNERS,
  },
  // push
  'GET /api/push/publicKey/get': 'public',
  'POST /api/push/subscribe': 'member',
  'POST /api/user/subscription/save': 'member',
  'POST /api/user/subscription/add': 'member',
  'POST /api/user/subscription/check': 'member',
  'POST /api/push/unsubscribe': 'member',
  'POST /api/push/send': {
    access: 'member',
    owner: 'notification',
    call: (f) => ({
      body: { user: f.people.postAuthor.id, notificationRequest: { title: 'Matrix' } },
    }),
    expect: { postAuthor: 200, user: 403, promoter: 403, conf: 403, admin: 200 },
  },
  // shop, cart, orders, tickets
  'GET /api/ticket/all': 'public',
  'GET /api/payment/methods': 'public',
  'GET /api/payment/mode': 'public',
  'GET /api/cart/my': 'member',
  'POST /api/cart/merge': 'member',
  'GET /api/cart/add/:productUid': 'member',
  'GET /api/cart/amount/:productUid/:step': 'member',
  'GET /api/cart/remove/:productUid': 'member',
  'POST /api/ticket/order/bill': 'public',
  'POST /api/ticket/order/bill/new': 'public',
  'POST /api/ticket/order/place': 'public',
  'POST /api/ticket/order/place/new': 'public',
  'GET /api/order/my': 'member',
  'GET /api/order/my/update': 'member',
  'POST /api/order/get': {
    access: 'public',
    owner: 'order',
    call: (f) => ({ body: { orderId: f.order } }),
    expect: ORDER_BUYER,
  },
  'GET /api/order/:orderId/pay': {
    access: 'public',
    owner: 'order',
    call: (f) => ({ params: { orderId: f.order } }),
    expect: ORDER_BUYER,
  },
  'POST /api/order/:orderId/cancel': {
    access: 'public',
    owner: 'order',
    call: (f) => ({ params: { orderId: f.orderToCancel }, body: {} }),
    expect: ORDER_BUYER,
  },
  'GET /api/order/:orderId/tickets.pdf': 'signed',
  'GET /api/payment/sandbox/:orderId': 'signed',
  'POST /api/payment/sandbox/:orderId/:outcome': 'public',
  'POST /api/payment/callback/sandbox': 'public',
  'GET /api/ticket/my/all': 'member',
  'GET /api/ticket/passed-on': 'member',
  'POST /api/ticket/claim/order': 'member',
  'POST /api/ticket/:uid/transfer': {
    access: 'member',
    owner: 'ownTicket',
    call: (f) => ({ params: { uid: f.ticketUid }, body: { toEmail: null } }),
    expect: { buyer: 200, user: 404, admin: 404 },
  },
  'DELETE /api/ticket/transfer/:transferId': 'member',
  'GET /api/ticket/transfer/:transferId': 'signed',
  'POST /api/ticket/transfer/:transferId/accept': 'member',
  'GET /api/ticket/:uid/ticket.pdf': 'signed',
  // order desk
  'GET /api/management/orders/page/:n': 'desk',
  'GET /api/management/orders/export': 'desk',
  'GET /api/management/orders/:uid': 'desk',
  'POST /api/management/orders/:uid/resend': 'desk',
  'POST /api/management/orders/:uid/refund': 'desk',
  'POST /api/management/orders/:uid/tickets/:ticketUid/reissue': 'desk',
  // Wallet passes: not configured in the matrix app (404 for all); owners: tests/wallet.
  'GET /api/ticket/:uid/wallet/apple': 'member',
  'GET /api/ticket/:uid/wallet/google': 'member',

  'GET /api/invoice/:invoiceUid/invoice.pdf': 'signed',
  // gate
  'GET /api/gate/key': 'public',
  'GET /api/gate/list': 'gate',
  'GET /api/gate/stats': 'gate',
  'GET /api/gate/checkins': 'gate',
  'GET /api/ticket/scan/:code': {
    access: 'member',
    owner: 'ticket',
    call: (f) => ({ params: { code: f.ticketCode } }),
    expect: { buyer: 200, user: 409, admin: 409 },
  },
};
