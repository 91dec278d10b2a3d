import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GATE_OUTCOMES, GATE_VERDICTS } from '../../../src/api/contract/gate';
import { createdAt, timestamptz } from '../columns';
import { tickets } from './orders';
import { users } from './users';

/**
 * A hand-over its owner started: to an e-mail address or as a one-time link. Accepting it moves
 * the ticket to the accepting account and re-issues its credential. The link's secret is an
 * HMAC of the id (order-links.ts), so its creator can show it again and nothing secret is stored.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: text('id').primaryKey(),
    ticketUid: text('ticket_uid')
      .notNull()
      .references(() => tickets.uid, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'cascade' }),
    toEmail: text('to_email'),
    /** The credential version the ticket had when the hand-over started: a later change voids it. */
    credentialVersion: integer('credential_version').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    /** The new holder's name as the old owner sees it ("passed to …"). */
    acceptedByName: text('accepted_by_name'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_transfers_ticket_uid_idx').on(t.ticketUid),
    index('ticket_transfers_from_user_id_idx').on(t.fromUserId),
    index('ticket_transfers_accepted_by_idx').on(t.acceptedBy),
    // At most one open hand-over per ticket.
    uniqueIndex('ticket_transfers_open_key')
      .on(t.ticketUid)
      .where(sql`accepted_at IS NULL AND cancelled_at IS NULL`),
    check('ticket_transfers_to_email_check', sql`${t.toEmail} = lower(${t.toEmail})`),
  ],
);

/**
 * Every scan a gate device made, stored once by its id (the device's outbox key). Admissions of
 * one ticket are ordered by `scanned_at`: the first is its check-in, later ones are re-entries
 * where the ticket type allows them and conflicts otherwise (two gates admitted it offline).
 */
export const gateScans = pgTable(
  'gate_scans',
  {
    id: text('id').primaryKey(),
    ticketUid: text('ticket_uid').references(() => tickets.uid, { onDelete: 'cascade' }),
    credentialVersion: integer('credential_version'),
    year: integer('year').notNull(),
    gate: text('gate').notNull(),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    /** The device's clock when the scan was made. */
    scannedAt: timestamptz('scanned_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** Set when stored and whenever reconciling changes its outcome: gate lists sync by this. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** What the device showed. */
    verdict: text('verdict', { enum: GATE_VERDICTS }).notNull(),
    outcome: text('outcome', { enum: GATE_OUTCOMES }).notNull(),
    /** For a conflict: the scan that checked the ticket in. */
    conflictWith: text('conflict_with'),
  },
  (t) => [
    index('gate_scans_ticket_uid_idx').on(t.ticketUid),
    index('gate_scans_year_updated_at_idx').on(t.year, t.updatedAt),
    index('gate_scans_year_outcome_idx').on(t.year, t.outcome),
    check(
      'gate_scans_verdict_check',
      sql.raw(`verdict IN (${GATE_VERDICTS.map((v) => `'${v}'`).join(', ')})`),
    ),
    check(
      'gate_scans_outcome_check',
      sql.raw(`outcome IN (${GATE_OUTCOMES.map((v) => `'${v}'`).join(', ')})`),
    ),
    check('gate_scans_gate_check', sql`char_length(${t.gate}) BETWEEN 1 AND 40`),
  ],
);
