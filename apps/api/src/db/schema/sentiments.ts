import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { villages } from './resources.ts';
import { roles } from './roles.ts';
import { districts, provinces, wards } from './units.ts';
import { users } from './users.ts';

/** spec §3: categories 1–7; `sla_days` is the default time to process an item of the category (admin sets it) */
export const sentimentCategories = pgTable('sentiment_categories', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  slaDays: integer('sla_days').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The sentiment categories a role handles (FixMyStreet's staff categories): its users see and act on items of these
 * categories only. No row for a role: every category (ward staff, administrators). Administrators change them.
 */
export const roleSentimentCategories = pgTable(
  'role_sentiment_categories',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    categoryId: smallint('category_id')
      .notNull()
      .references(() => sentimentCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.categoryId] })],
);

/** a citizen's feedback (phản ánh); status and moves: packages/shared/src/domain/sentiments.ts */
export const sentiments = pgTable(
  'sentiments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    categoryId: smallint('category_id')
      .notNull()
      .references(() => sentimentCategories.id),
    status: smallint('status').notNull().default(1),
    resultSentiment: smallint('result_sentiment'),
    /** public (true) or not public */
    active: boolean('active').notNull().default(true),
    contentUpdate: text('content_update'),
    contentReply: text('content_reply'),
    timeStart: timestamp('time_start', { withTimezone: true }),
    /** the processing deadline */
    timeFinish: timestamp('time_finish', { withTimezone: true }),
    timeReply: timestamp('time_reply', { withTimezone: true }),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    villageId: integer('village_id').references(() => villages.id, { onDelete: 'set null' }),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** the resident who reported it; null for a guest, who leaves a name and a phone number */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** times an officer moved or removed the deadline (gia hạn); reports tell late-with-extension from plain late */
    extensionCount: smallint('extension_count').notNull().default(0),
    /** the reporter's rating point (1–3), copied from sentiment_evaluations by a trigger so the rollups see it */
    rating: smallint('rating'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the ward's list, by status tab, newest first; archived and deleted rows stay out of it
    index('sentiments_ward_status_created_idx')
      .on(t.wardId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.archivedAt} is null`),
    index('sentiments_ward_created_idx')
      .on(t.wardId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null and ${t.archivedAt} is null`),
    index('sentiments_archived_idx')
      .on(t.wardId, t.archivedAt.desc())
      .where(sql`${t.deletedAt} is null and ${t.archivedAt} is not null`),
    // what the overdue job scans: open items with a deadline
    index('sentiments_open_deadline_idx')
      .on(t.timeFinish)
      .where(sql`${t.status} in (1, 2) and ${t.deletedAt} is null`),
    index('sentiments_reporter_idx').on(t.reporterId, t.createdAt.desc()),
    // the home map's days read from the items (archived ones too), in any scope: a few days of items, not a ward's all
    index('sentiments_created_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** photos, videos and files: the citizen's (purpose 'report') and the officer's reply (purpose 'result') */
export const sentimentAttachments = pgTable(
  'sentiment_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sentimentId: integer('sentiment_id')
      .notNull()
      .references(() => sentiments.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['report', 'result'] }).notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['image', 'video', 'file'] }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('sentiment_attachments_sentiment_idx').on(t.sentimentId, t.purpose, t.position)],
);

/** the reporter's rating, once (spec §3 evaluates: point 1–3 and a comment) */
export const sentimentEvaluations = pgTable(
  'sentiment_evaluations',
  {
    sentimentId: integer('sentiment_id')
      .primaryKey()
      .references(() => sentiments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    point: smallint('point').notNull(),
    contentEvaluate: text('content_evaluate'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sentiment_evaluations_user_idx').on(t.userId)],
);

/** the timeline: every action with its actor, time, status move and changed fields */
export const sentimentEvents = pgTable(
  'sentiment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sentimentId: integer('sentiment_id')
      .notNull()
      .references(() => sentiments.id, { onDelete: 'cascade' }),
    /** null for the system (the overdue job) and for guests */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** the actor's name at the time, kept if the account is renamed or removed */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    /** field → { from, to } for what the action changed */
    changes: jsonb('changes').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sentiment_events_sentiment_idx').on(t.sentimentId, t.id),
    // deleting a user sets actor_id to null: without this index each delete reads the whole timeline
    index('sentiment_events_actor_idx').on(t.actorId),
  ],
);

/** uploaded files (attachments of sentiments and, later, other areas); bytes live under DATA_DIR/files */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    type: text('type', { enum: ['image', 'video', 'file'] }).notNull(),
    /** a picture's smaller copies (modules/files/image-variants.ts): their byte sizes by name; null for other files */
    variants: jsonb('variants').$type<Partial<Record<'thumb' | 'list', number>>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the file sweep (modules/files/file-sweep.ts) first found it used by a row; null: never seen in use */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId, t.createdAt),
    // the sweep's candidates: files never seen in use, oldest first
    index('files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null`),
  ],
);
