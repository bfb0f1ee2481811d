import { boolean, date, index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { users } from '../users.ts';

export const albums = pgTable(
  'albums',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    cover: text('cover'),
    takenAt: date('taken_at', { mode: 'string' }),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('albums_ward_idx').on(t.wardId, t.createdAt)],
);

/** an album's photos in the order staff gave them (define-resource `children`); they go with their album */
export const albumImages = pgTable(
  'album_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id')
      .notNull()
      .references((): AnyPgColumn => albums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    caption: text('caption'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('album_images_parent_idx').on(t.parentId, t.position)],
);
