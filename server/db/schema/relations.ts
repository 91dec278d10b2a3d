import { relations } from 'drizzle-orm';
import { files } from './files';
import { orderItems, orders, tickets } from './orders';
import { pushSubscriptions, professions, userEditors, userGenres, userTags } from './people';
import { eventArtists, eventEditors, eventGenres, events, favourites, venues } from './program';
import { companies, genres, tags } from './reference';
import { cartEntries, carts, paymentMethods, products } from './shop';
import { chatMessages, comments, feedItems, feedLikes } from './social';
import { userRoles, users } from './users';

// For `db.query.<table>.findMany({ with: … })`; the foreign keys themselves live in the tables.

export const usersRelations = relations(users, ({ one, many }) => ({
  image: one(files, { fields: [users.imageFileId], references: [files.id] }),
  roles: many(userRoles),
  professions: many(professions),
  tags: many(userTags),
  genres: many(userGenres),
  editors: many(userEditors, { relationName: 'editedUser' }),
  favourites: many(favourites),
  eventArtists: many(eventArtists),
  pushSubscriptions: many(pushSubscriptions),
}));

export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
}));

export const professionsRelations = relations(professions, ({ one }) => ({
  user: one(users, { fields: [professions.userId], references: [users.id] }),
  company: one(companies, { fields: [professions.companyId], references: [companies.id] }),
}));

export const userTagsRelations = relations(userTags, ({ one }) => ({
  user: one(users, { fields: [userTags.userId], references: [users.id] }),
  tag: one(tags, { fields: [userTags.tagId], references: [tags.id] }),
}));

export const userGenresRelations = relations(userGenres, ({ one }) => ({
  user: one(users, { fields: [userGenres.userId], references: [users.id] }),
  genre: one(genres, { fields: [userGenres.genreId], references: [genres.id] }),
}));

export const userEditorsRelations = relations(userEditors, ({ one }) => ({
  user: one(users, {
    fields: [userEditors.userId],
    references: [users.id],
    relationName: 'editedUser',
  }),
  editor: one(users, { fields: [userEditors.editorId], references: [users.id] }),
}));

export const pushSubscriptionsRelations = relations(pushSubscriptions, ({ one }) => ({
  user: one(users, { fields: [pushSubscriptions.userId], references: [users.id] }),
}));

export const venuesRelations = relations(venues, ({ one, many }) => ({
  image: one(files, { fields: [venues.imageFileId], references: [files.id] }),
  events: many(events),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  venue: one(venues, { fields: [events.venueId], references: [venues.id] }),
  thumbnail: one(files, { fields: [events.thumbnailFileId], references: [files.id] }),
  artists: many(eventArtists),
  genres: many(eventGenres),
  editors: many(eventEditors),
  favourites: many(favourites),
}));

export const eventArtistsRelations = relations(eventArtists, ({ one }) => ({
  event: one(events, { fields: [eventArtists.eventId], references: [events.id] }),
  user: one(users, { fields: [eventArtists.userId], references: [users.id] }),
}));

export const eventGenresRelations = relations(eventGenres, ({ one }) => ({
  event: one(events, { fields: [eventGenres.eventId], references: [events.id] }),
  genre: one(genres, { fields: [eventGenres.genreId], references: [genres.id] }),
}));

export const eventEditorsRelations = relations(eventEditors, ({ one }) => ({
  event: one(events, { fields: [eventEditors.eventId], references: [events.id] }),
  user: one(users, { fields: [eventEditors.userId], references: [users.id] }),
}));

export const favouritesRelations = relations(favourites, ({ one }) => ({
  event: one(events, { fields: [favourites.eventId], references: [events.id] }),
  user: one(users, { fields: [favourites.userId], references: [users.id] }),
}));

export const cartsRelations = relations(carts, ({ many }) => ({
  entries: many(cartEntries),
}));

export const cartEntriesRelations = relations(cartEntries, ({ one }) => ({
  cart: one(carts, { fields: [cartEntries.userId], references: [carts.userId] }),
  product: one(products, { fields: [cartEntries.productUid], references: [products.uid] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  paymentMethod: one(paymentMethods, {
    fields: [orders.paymentMethodUid],
    references: [paymentMethods.uid],
  }),
  items: many(orderItems),
  tickets: many(tickets),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderUid], references: [orders.uid] }),
  product: one(products, { fields: [orderItems.productUid], references: [products.uid] }),
}));

export const ticketsRelations = relations(tickets, ({ one }) => ({
  order: one(orders, { fields: [tickets.orderUid], references: [orders.uid] }),
  owner: one(users, { fields: [tickets.ownerUserId], references: [users.id] }),
}));

export const feedItemsRelations = relations(feedItems, ({ one, many }) => ({
  author: one(users, { fields: [feedItems.authorId], references: [users.id] }),
  file: one(files, { fields: [feedItems.fileId], references: [files.id] }),
  likes: many(feedLikes),
  comments: many(comments),
}));

export const feedLikesRelations = relations(feedLikes, ({ one }) => ({
  feed: one(feedItems, { fields: [feedLikes.feedId], references: [feedItems.id] }),
  user: one(users, { fields: [feedLikes.userId], references: [users.id] }),
}));

export const commentsRelations = relations(comments, ({ one }) => ({
  feed: one(feedItems, { fields: [comments.feedId], references: [feedItems.id] }),
  author: one(users, { fields: [comments.authorId], references: [users.id] }),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  sender: one(users, { fields: [chatMessages.senderId], references: [users.id] }),
  recipient: one(users, { fields: [chatMessages.recipientId], references: [users.id] }),
}));
