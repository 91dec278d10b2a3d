import { asc, eq, inArray } from 'drizzle-orm';
import type { DataExport } from '../../../src/api/contract/privacy';
import type { Executor } from '../../db/client';
import { orderItems, orders, tickets } from '../../db/schema/orders';
import { remindersSent } from '../../db/schema/notifications';
import { icsFeedTokens, pushSubscriptions } from '../../db/schema/people';
import { events, favourites } from '../../db/schema/program';
import { cartEntries } from '../../db/schema/shop';
import { userIdentities } from '../../db/schema/social-login';
import { chatMessages, comments, feedItems, feedLikes } from '../../db/schema/social';
import { fileUrl, socialsOf } from '../auth/session-user';
import { readNotificationSettings } from '../push/preferences';
import type { ProfileRow } from './queries';
import { findBlocks, findOwnReports } from '../safety/queries';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

function profileOf({ user, roles, tags, genres, professions }: ProfileRow): DataExport['profile'] {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    bio: user.bio,
    image: user.imageFileId === null ? null : fileUrl(user.imageFileId),
    roles,
    roleLabel: user.roleLabel,
    reference: user.reference,
    socials: socialsOf(user),
    tags,
    genres,
    professions,
    years: user.years,
    profilePublic: user.profilePublic,
    inLobby: user.inLobby,
    visibleOnWebsite: user.visibleOnWebsite,
    confirmed: user.confirmed,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

async function ordersOf(db: Executor, userId: number): Promise<DataExport['orders']> {
  const own = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  if (own.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderUid,
        own.map((order) => order.uid),
      ),
    )
    .orderBy(asc(orderItems.id));
  return own.map((order) => ({
    uid: order.uid,
    status: order.status,
    consumer: order.consumer,
    items: items
      .filter((item) => item.orderUid === order.uid)
      .map(({ name, quantity, unitPriceCents, totalCents }) => ({
        name,
        quantity,
        unitPriceCents,
        totalCents,
      })),
    grandTotalCents: order.grandTotalCents,
    currency: order.currency,
    createdAt: iso(order.createdAt),
    completedAt: isoOrNull(order.completedAt),
  }));
}

/**
 * Everything kept about one person (GDPR Art. 15 and 20), read in the caller's transaction so the
 * parts agree. Secrets (password hash, token hashes, claim codes, push keys) are left out: they
 * are not information about the person and would hand their account to whoever reads the file.
 */
export async function readDataExport(db: Executor, profile: ProfileRow): Promise<DataExport> {
  const userId = profile.user.id;
  const [
    identities,
    favouriteRows,
    orderList,
    ticketRows,
    cartRows,
    postRows,
    commentRows,
    likeRows,
    messageRows,
    subscriptionRows,
    feedTokens,
    settings,
    reminderRows,
    blockRows,
    reportRows,
  ] = await Promise.all([
    db
      .select({ issuer: userIdentities.issuer, createdAt: userIdentities.createdAt })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId)),
    db
      .select({ eventId: favourites.eventId, title: events.title, addedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(events, eq(events.id, favourites.eventId))
      .where(eq(favourites.userId, userId))
      .orderBy(asc(favourites.createdAt), asc(favourites.eventId)),
    ordersOf(db, userId),
    db
      .select()
      .from(tickets)
      .where(eq(tickets.ownerUserId, userId))
      .orderBy(asc(tickets.createdAt), asc(tickets.uid)),
    db
      .select({ productUid: cartEntries.productUid, amount: cartEntries.amount })
      .from(cartEntries)
      .where(eq(cartEntries.userId, userId))
      .orderBy(asc(cartEntries.createdAt)),
    db
      .select()
      .from(feedItems)
      .where(eq(feedItems.authorId, userId))
      .orderBy(asc(feedItems.createdAt), asc(feedItems.id)),
    db
      .select()
      .from(comments)
      .where(eq(comments.authorId, userId))
      .orderBy(asc(comments.createdAt), asc(comments.id)),
    db
      .select()
      .from(feedLikes)
      .where(eq(feedLikes.userId, userId))
      .orderBy(asc(feedLikes.createdAt), asc(feedLikes.feedId)),
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.senderId, userId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id)),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.id)),
    db
      .select({ createdAt: icsFeedTokens.createdAt })
      .from(icsFeedTokens)
      .where(eq(icsFeedTokens.userId, userId)),
    readNotificationSettings(db, userId),
    db
      .select()
      .from(remindersSent)
      .where(eq(remindersSent.userId, userId))
      .orderBy(asc(remindersSent.sentAt), asc(remindersSent.eventId)),
    findBlocks(db, userId),
    findOwnReports(db, userId),
  ]);
  return {
    format: 'festival-data-export/1',
    exportedAt: new Date().toISOString(),
    profile: profileOf(profile),
    socialLogins: identities.map((row) => ({ issuer: row.issuer, createdAt: iso(row.createdAt) })),
    favourites: favouriteRows.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
    orders: orderList,
    tickets: ticketRows.map((ticket) => ({
      uid: ticket.uid,
      orderUid: ticket.orderUid,
      ownerName: ticket.ownerName,
      year: ticket.year,
      redeemedAt: isoOrNull(ticket.redeemedAt),
      createdAt: iso(ticket.createdAt),
    })),
    cart: cartRows,
    posts: postRows.map((post) => ({
      id: post.id,
      text: post.text,
      tags: post.tags,
      image: post.fileId === null ? null : fileUrl(post.fileId),
      createdAt: iso(post.createdAt),
    })),
    comments: commentRows.map((comment) => ({
      id: comment.id,
      postId: comment.feedId,
      text: comment.text,
      createdAt: iso(comment.createdAt),
    })),
    likes: likeRows.map((like) => ({ postId: like.feedId, createdAt: iso(like.createdAt) })),
    chatMessagesSent: messageRows.map((message) => ({
      recipientId: message.recipientId,
      content: message.content,
      createdAt: iso(message.createdAt),
      readAt: isoOrNull(message.readAt),
    })),
    pushSubscriptions: subscriptionRows.map((subscription) => ({
      endpoint: subscription.endpoint,
      createdAt: iso(subscription.createdAt),
      updatedAt: iso(subscription.updatedAt),
    })),
    calendarFeed: feedTokens[0] ? { createdAt: iso(feedTokens[0].createdAt) } : null,
    notificationSettings: settings,
    remindersSent: reminderRows.map((row) => ({
      eventId: row.eventId,
      startsAt: iso(row.startsAt),
      sentAt: iso(row.sentAt),
    })),
    blocks: blockRows.map((row) => ({ personId: row.personId, blockedAt: iso(row.blockedAt) })),
    reports: reportRows.map((row) => ({
      ...row,
      reportedAt: iso(row.reportedAt),
      handledAt: isoOrNull(row.handledAt),
    })),
  };
}
