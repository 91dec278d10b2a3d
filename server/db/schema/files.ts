import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Uploads live in the database so every node can serve them. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    /** Uploader (users.id; no foreign key: users already references files). Null for seeded files. */
    uploadedBy: integer('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_sha256_idx').on(t.sha256),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    check('files_size_check', sql`${t.size} >= 0`),
  ],
);
