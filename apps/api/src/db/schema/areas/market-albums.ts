import { index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { approvalColumns } from '../approval-columns.ts';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { users } from '../users.ts';

export const marketAlbums = pgTable(
  'market_albums',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    cover: text('cover'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    ...approvalColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('market_albums_ward_idx').on(t.wardId, t.createdAt),
    index('market_albums_ward_status_idx').on(t.wardId, t.approvalStatus, t.createdAt),
  ],
);

/** an album's photos in order (define-resource `children`); they go with their album */
export const marketAlbumImages = pgTable(
  'market_album_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id')
      .notNull()
      .references((): AnyPgColumn => marketAlbums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    caption: text('caption'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('market_album_images_parent_idx').on(t.parentId, t.position)],
);
