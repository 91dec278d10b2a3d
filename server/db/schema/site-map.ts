import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { updatedAt } from '../columns';
import { files } from './files';
import { venues } from './program';

export const SITE_MAP_POINT_KINDS = [
  'stage',
  'bar',
  'toilets',
  'firstAid',
  'exit',
  'meetingPoint',
] as const;

/** The festival's one site plan: an uploaded image or SVG (issue #39). */
export const sitePlan = pgTable(
  'site_plan',
  {
    id: integer('id').primaryKey().default(1),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_plan_file_id_idx').on(t.fileId),
    check('site_plan_one_row', sql`${t.id} = 1`),
  ],
);

/**
 * A point on the plan: a stage (a venue) or a facility with its own name. x and y are fractions
 * of the plan's width and height; `reference` stage points geo-reference the plan.
 */
export const siteMapPoints = pgTable(
  'site_map_points',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: SITE_MAP_POINT_KINDS }).notNull(),
    venueId: integer('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name'),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    reference: boolean('reference').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('site_map_points_venue_id_key').on(t.venueId),
    check(
      'site_map_points_kind_check',
      sql`${t.kind} IN ('stage', 'bar', 'toilets', 'firstAid', 'exit', 'meetingPoint')`,
    ),
    check('site_map_points_stage_check', sql`(${t.kind} = 'stage') = (${t.venueId} IS NOT NULL)`),
    check('site_map_points_x_check', sql`${t.x} BETWEEN 0 AND 1`),
    check('site_map_points_y_check', sql`${t.y} BETWEEN 0 AND 1`),
  ],
);
