import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../server/db/client';
import { readOutboxMails } from '../../../e2e/support/mail';

/** What the clients of the crash test were told or finally did, to hold the database against. */
export interface Ledger {
  /** Idempotency key → the order the client ended up with. */
  orderKeys: Map<string, string>;
  /** Paid order → the tickets it must have. */
  paidOrders: Map<string, number>;
  /** Claim code of a guest ticket → the user who added it to their account with it. */
  redeemed: Map<string, number>;
  /** Orders that joined a new account: by the order mail's claim link, or a checkout sign-up. */
  claims: { userId: number; orderId: string }[];
  /** E-mail of a checkout sign-up → the one account it left, confirmed. */
  signups: Map<string, number>;
  /** Chat clientId (sent by `senderId`) → whether the server sent a RECEIPT. */
  chat: Map<string, boolean>;
}

export const newLedger = (): Ledger => ({
  orderKeys: new Map(),
  paidOrders: new Map(),
  redeemed: new Map(),
  claims: [],
  signups: new Map(),
  chat: new Map(),
});

export interface LedgerContext {
  /** The server's DATA_DIR: mails land in its outbox/. */
  dataDir: string;
  productUid: string;
  stock: number;
  chatSenderId: number;
  chatRecipientSubscriptionId: number;
  /** Decrypted payloads the recipient's push service received. */
  pushed: () => string[];
  /**
   * The job queue ran dry: owed mails and pushes must have gone out by now, not merely be
   * queued, and no job may have given up.
   */
  settled: boolean;
}

const list = (rows: { id: string }[]) => rows.map((row) => row.id).join(', ');

/** Half states any crash could leave, whatever the clients saw. */
async function halfStates(db: Database, context: LedgerContext): Promise<string[]> {
  const found: string[] = [];
  const check = async (what: string, query: ReturnType<typeof sql>) => {
    const rows = await queryRows<{ id: string }>(db, query);
    if (rows.length > 0) found.push(`${what}: ${list(rows)}`);
  };
  await check(
    'order without lines',
    sql`SELECT o.uid AS id FROM orders o
        WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_uid = o.uid)`,
  );
  await check(
    'completed order whose tickets do not match its units',
    sql`SELECT o.uid AS id FROM orders o WHERE o.status = 'completed'
        AND (SELECT count(*) FROM tickets t WHERE t.order_uid = o.uid)
          <> (SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_uid = o.uid)`,
  );
  await check(
    'tickets of an order that is not completed (or missing)',
    sql`SELECT t.uid AS id FROM tickets t LEFT JOIN orders o ON o.uid = t.order_uid
        WHERE o.uid IS NULL OR o.status NOT IN ('completed', 'refunded')`,
  );
  await check(
    'ticket added by its code owned by someone other than who added it',
    sql`SELECT uid AS id FROM tickets
        WHERE redeemed_at IS NOT NULL AND owner_user_id IS DISTINCT FROM redeemed_by`,
  );
  await check(
    'ticket added by its code without a new entry credential (old QR code still admits)',
    sql`SELECT uid AS id FROM tickets WHERE redeemed_at IS NOT NULL AND credential_version < 2`,
  );
  await check(
    'ticket code issued twice',
    sql`SELECT code AS id FROM tickets GROUP BY code HAVING count(*) > 1`,
  );
  // A claim attaches the order and all of its tickets nobody owns yet, or nothing.
  await check(
    'guest order half claimed (it joined an account, some of its owner-less tickets did not)',
    sql`SELECT t.uid AS id FROM tickets t JOIN orders o ON o.uid = t.order_uid
        WHERE o.user_id IS NOT NULL AND t.owner_user_id IS NULL AND t.revoked_at IS NULL`,
  );
  await check(
    'account without a role (a sign-up stored by halves)',
    sql`SELECT u.id::text AS id FROM users u
        WHERE NOT EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id)`,
  );
  await check(
    'stock not conserved (availability + held units ≠ initial stock)',
    sql`SELECT p.uid AS id FROM products p WHERE p.uid = ${context.productUid}
        AND p.availability + (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i
          JOIN orders o ON o.uid = i.order_uid
          WHERE i.product_uid = p.uid AND o.status IN ('pending', 'completed')) <> ${context.stock}`,
  );
  await check(
    'chat message to an offline recipient without its push job',
    sql`SELECT m.id::text AS id FROM chat_messages m
        WHERE m.sender_id = ${context.chatSenderId} AND NOT EXISTS (SELECT 1 FROM jobs j
          WHERE j.key = 'push:chat:' || m.id || ':' || ${context.chatRecipientSubscriptionId})`,
  );
  found.push(...(await undelivered(db, context)));
  return found;
}

/** Mails of completed orders and pushes of chat messages: sent, or (while running) queued. */
async function undelivered(db: Database, context: LedgerContext): Promise<string[]> {
  const found: string[] = [];
  const completed = await queryRows<{ id: string; queued: boolean }>(
    db,
    // Queued: the order's mail job, or the mail it rendered, waits (or retries) in the job table.
    sql`SELECT o.uid AS id, EXISTS (SELECT 1 FROM jobs j WHERE j.done_at IS NULL
          AND (j.key = 'order-mail:' || o.uid OR j.payload::text LIKE '%' || o.uid || '%')) AS queued
        FROM orders o WHERE o.status = 'completed'`,
  );
  // Read after the jobs: a mail job is done only once its file is written, so a mail whose job
  // was done above is in the outbox now (read first, a mail being written would be missed).
  const mails = (await readOutboxMails(context.dataDir)).map((mail) => mail.text).join('\n');
  const unmailed = completed.filter(
    (order) => !mails.includes(order.id) && !(order.queued && !context.settled),
  );
  if (unmailed.length > 0) found.push(`completed order without its mail: ${list(unmailed)}`);
  if (!context.settled) return found;
  const pushed = context.pushed().join('\n');
  const messages = await queryRows<{ id: string; content: string }>(
    db,
    sql`SELECT id::text AS id, content FROM chat_messages WHERE sender_id = ${context.chatSenderId}`,
  );
  const unpushed = messages.filter((message) => !pushed.includes(message.content));
  if (unpushed.length > 0) found.push(`chat message never pushed: ${list(unpushed)}`);
  const gaveUp = await queryRows<{ id: string }>(
    db,
    sql`SELECT kind || ' ' || id || ': ' || coalesce(last_error, '') AS id FROM jobs
        WHERE done_at IS NULL AND attempts >= max_attempts`,
  );
  if (gaveUp.length > 0) found.push(`job gave up: ${list(gaveUp)}`);
  return found;
}

/** What the clients were promised: one order per key, paid orders with tickets, receipts kept. */
async function brokenPromises(db: Database, ledger: Ledger): Promise<string[]> {
  const found: string[] = [];
  for (const [key, orderId] of ledger.orderKeys) {
    const rows = await queryRows<{ uid: string }>(
      db,
      sql`SELECT uid FROM orders WHERE idempotency_key = ${key}`,
    );
    if (rows.length !== 1 || rows[0]?.uid !== orderId) {
      found.push(`key ${key}: orders [${rows.map((r) => r.uid).join()}], client has ${orderId}`);
    }
  }
  for (const [orderId, units] of ledger.paidOrders) {
    const [row] = await queryRows<{ status: string; tickets: number }>(
      db,
      sql`SELECT status, (SELECT count(*)::int FROM tickets t WHERE t.order_uid = o.uid) AS tickets
          FROM orders o WHERE uid = ${orderId}`,
    );
    if (row?.status !== 'completed' || row.tickets !== units) {
      found.push(`paid order ${orderId}: ${JSON.stringify(row)}, expected ${units} tickets`);
    }
  }
  for (const [code, userId] of ledger.redeemed) {
    const [row] = await queryRows<{ owner: number | null; by: number | null; version: number }>(
      db,
      sql`SELECT owner_user_id AS owner, redeemed_by AS by, credential_version AS version
          FROM tickets WHERE code = ${code}`,
    );
    // Issued as version 1, re-issued once when added: a retry must not re-issue it again.
    if (row?.owner !== userId || row.by !== userId || row.version !== 2) {
      found.push(`ticket ${code}: ${JSON.stringify(row)}, added by ${userId} (version 2)`);
    }
  }
  for (const { userId, orderId } of ledger.claims) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`SELECT t.uid AS id FROM tickets t JOIN orders o ON o.uid = t.order_uid
          WHERE o.uid = ${orderId} AND (o.user_id IS DISTINCT FROM ${userId}
            OR t.owner_user_id IS DISTINCT FROM ${userId})`,
    );
    if (rows.length > 0) found.push(`claimed order ${orderId}: tickets not owned: ${list(rows)}`);
    // The buyer's own PDF keeps admitting: joining an account re-issues nothing.
    const reissued = await queryRows<{ id: string }>(
      db,
      sql`SELECT uid AS id FROM tickets WHERE order_uid = ${orderId} AND credential_version <> 1`,
    );
    if (reissued.length > 0) {
      found.push(`claimed order ${orderId}: credentials re-issued: ${list(reissued)}`);
    }
  }
  for (const [email, userId] of ledger.signups) {
    const rows = await queryRows<{ id: number; confirmed: boolean }>(
      db,
      sql`SELECT id, confirmed FROM users WHERE lower(email) = ${email}`,
    );
    if (rows.length !== 1 || rows[0]?.id !== userId || !rows[0].confirmed) {
      found.push(
        `sign-up ${email}: accounts ${JSON.stringify(rows)}, expected ${userId} confirmed`,
      );
    }
  }
  for (const [clientId, receipted] of ledger.chat) {
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM chat_messages WHERE client_id = ${clientId}`,
    );
    if (receipted && row?.count !== 1) {
      found.push(`chat ${clientId}: receipted but stored ${row?.count ?? 0} times`);
    }
  }
  return found;
}

export async function findViolations(
  db: Database,
  ledger: Ledger,
  context: LedgerContext,
): Promise<string[]> {
  return [...(await halfStates(db, context)), ...(await brokenPromises(db, ledger))];
}
