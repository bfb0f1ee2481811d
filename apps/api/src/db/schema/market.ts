import { integer, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { wards } from './units.ts';
import { users } from './users.ts';

/**
 * spec §1/§7 "ward market configuration": the ward's 'Chợ quê' as buyers and sellers see it. One row per ward; while a
 * ward with the market service switched on has none, the console says the market is not configured (spec §6).
 * Approval mode (whether products wait for approval) is a separate area of the spec and not kept here.
 */
export const wardMarketConfigs = pgTable('ward_market_configs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  wardId: integer('ward_id')
    .notNull()
    .unique()
    .references(() => wards.id),
  marketName: text('market_name').notNull(),
  description: text('description'),
  contactPerson: text('contact_person'),
  contactPhone: text('contact_phone').notNull(),
  contactEmail: text('contact_email'),
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});

/**
 * The ward's approval mode per kind of post (issue 16, spec §7 "Approval mode"): 'manual', 'auto' or 'trusted'. A ward
 * without a row is 'manual' (packages/shared/src/market/approval-modes.ts).
 */
export const marketApprovalModes = pgTable(
  'market_approval_modes',
  {
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    target: text('target', { enum: ['products', 'articles', 'albums'] }).notNull(),
    mode: text('mode', { enum: ['manual', 'auto', 'trusted'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ name: 'market_approval_modes_pk', columns: [t.wardId, t.target] })],
);

/** the residents whose posts of a kind skip the queue in the 'trusted' mode, per ward */
export const marketTrustedSellers = pgTable(
  'market_trusted_sellers',
  {
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    target: text('target', { enum: ['products', 'articles', 'albums'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ name: 'market_trusted_sellers_pk', columns: [t.wardId, t.target, t.userId] })],
);
