import type { orderItems, orders, tickets } from '../db/schema/orders';
import type { paymentMethods, products, vouchers } from '../db/schema/shop';
import type { comments, feedItems, feedLikes } from '../db/schema/social';
import { fileUrl } from './seed-rows-people';
import type { SeedData } from './seed-types';

export const shopRows = (data: SeedData) => ({
  products: data.products.map((p): typeof products.$inferInsert => ({
    uid: p.uid,
    name: p.name,
    additionalInformation: p.additionalInformation,
    priceCents: p.price,
    currency: p.currency,
    soldOut: p.soldOut,
    availability: p.availability,
    allowsReentry: p.allowsReentry,
    year: p.year,
    sort: p.sortOrder,
  })),
  paymentMethods: data.paymentMethods.map((m, i): typeof paymentMethods.$inferInsert => ({
    uid: m.uid,
    name: m.name,
    image: fileUrl(m.imageFileId),
    costsCents: m.costs,
    currency: m.currency,
    sort: i + 1,
  })),
  vouchers: data.vouchers.map((v): typeof vouchers.$inferInsert => ({
    code: v.code,
    percentOff: v.percentOff,
    amountOffCents: v.amountOff,
    maxUses: v.maxUses,
    year: v.year,
  })),
});

export const orderRows = (data: SeedData) => ({
  orders: data.orders.map((o): typeof orders.$inferInsert => ({
    uid: o.uid,
    userId: o.userId,
    status: 'completed',
    consumer: o.consumer,
    totalCents: o.total,
    serviceFeeCents: o.serviceFee,
    paymentCostsCents: o.paymentCosts,
    grandTotalCents: o.grandTotal,
    paymentMethodUid: o.paymentMethodUid,
    paymentReference: `sandbox-${o.uid.slice(0, 8)}`,
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
    completedAt: o.createdAt,
  })),
  items: data.orders.flatMap((o) =>
    o.items.map((item): typeof orderItems.$inferInsert => ({
      orderUid: o.uid,
      productUid: item.productUid,
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unitPrice,
      totalCents: item.unitPrice * item.quantity,
    })),
  ),
  tickets: data.orders.flatMap((o) =>
    o.tickets.map((t): typeof tickets.$inferInsert => ({
      uid: t.uid,
      orderUid: o.uid,
      productUid: t.productUid,
      ownerUserId: t.ownerUserId,
      ownerName: t.ownerName,
      year: t.year,
      priceCents: t.price,
      code: t.code,
      createdAt: o.createdAt,
    })),
  ),
});

export const feedRows = (data: SeedData) => ({
  items: data.posts.map((p): typeof feedItems.$inferInsert => ({
    id: p.id,
    text: p.text,
    fileId: p.imageFileId,
    authorId: p.authorId,
    tags: p.tags,
    createdAt: p.createdAt,
  })),
  likes: data.posts.flatMap((p) =>
    p.likedByIds.map((userId): typeof feedLikes.$inferInsert => ({
      feedId: p.id,
      userId,
      createdAt: p.createdAt,
    })),
  ),
  comments: data.posts.flatMap((p) =>
    p.comments.map((c): typeof comments.$inferInsert => ({
      feedId: p.id,
      authorId: c.authorId,
      text: c.text,
      createdAt: c.createdAt,
    })),
  ),
});
