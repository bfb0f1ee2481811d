import type { Attachment } from '@console/shared/field-kinds/attachments';
import type { NotificationStatus, NotificationType } from '@console/shared/forms/notification';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationSource } from '@console/shared/forms/notification-excel';
import { auditColumns } from './audit-columns.ts';
import { idList } from './id-list.ts';
import { sentiments } from './sentiments.ts';
import { districts, provinces, wards } from './units.ts';
import { users } from './users.ts';

/**
 * A notification an officer writes (type 'general') or the system addresses to one person ('individual': an item of
 * theirs overdue, …). The recipient choice is kept as chosen; who it reached is `notification_receivers`, written once
 * when it is sent. The sender's units are copied at writing: the officers of those units manage it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<NotificationType>().notNull().default('general'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    roleIds: idList('role_ids'),
    provinceIds: idList('province_ids'),
    districtIds: idList('district_ids'),
    wardIds: idList('ward_ids'),
    villageIds: idList('village_ids'),
    userIds: idList('user_ids'),
    /** draft → scheduled (waiting for scheduled_at) → sent */
    status: text('status').$type<NotificationStatus>().notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receiverCount: integer('receiver_count').notNull().default(0),
    /** the sender's units when it was written (null above that level) */
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    wardId: integer('ward_id').references(() => wards.id),
    /** a create retried with the same Idempotency-Key header answers the row made the first time */
    idempotencyKey: text('idempotency_key'),
    /** for an individual notification: where it opens in the console, when it is not about an item below */
    link: text('link'),
    /** the item an individual notification is about (an overdue or new sentiment); deleted with it */
    sentimentId: integer('sentiment_id').references(() => sentiments.id, { onDelete: 'cascade' }),
    /** 'form': written with a recipient choice; 'excel': recipients and their texts from an uploaded sheet */
    source: text('source').$type<NotificationSource>().notNull().default('form'),
    ...auditColumns(),
  },
  (t) => [
    index('notifications_ward_idx').on(t.wardId, t.createdAt),
    index('notifications_province_idx').on(t.provinceId, t.createdAt),
    uniqueIndex('notifications_idempotency_idx').on(t.createdBy, t.idempotencyKey),
    index('notifications_sentiment_idx').on(t.sentimentId),
    // the scheduler's question every half minute: which scheduled ones are due
    index('notifications_due_idx')
      .on(t.scheduledAt)
      .where(sql`status = 'scheduled'`),
  ],
);

/** who a sent notification reached, and when each read it */
export const notificationReceivers = pgTable(
  'notification_receivers',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** this receiver's own text (an Excel notification's placeholders filled from their line); null: the notification's */
    content: text('content'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.userId] }),
    // a person's inbox, newest first (read backwards: `order by … desc` is NULLS FIRST, which a DESC NULLS LAST
    // index, Drizzle's .desc(), cannot serve)
    index('notification_receivers_inbox_idx').on(t.userId, t.notificationId),
    // the bell's unread count reads only the newest unread rows of one person, in order
    index('notification_receivers_unread_idx')
      .on(t.userId, t.notificationId)
      .where(sql`read_at is null`),
    // how many have read a notification (its detail): the read receipts alone, not all 100,000 of a ward-wide notice
    index('notification_receivers_read_idx')
      .on(t.notificationId)
      .where(sql`read_at is not null`),
  ],
);

/** an Excel notification's upload: the file it was read from, its columns, and how many lines can be sent */
export const excelNotificationUploads = pgTable('excel_notification_uploads', {
  notificationId: integer('notification_id')
    .primaryKey()
    .references(() => notifications.id, { onDelete: 'cascade' }),
  file: jsonb('file').$type<Attachment>().notNull(),
  /** the header row's names, in order (column A is the recipient) */
  columns: text('columns').array().notNull(),
  validCount: integer('valid_count').notNull(),
  invalidCount: integer('invalid_count').notNull(),
});

/**
 * One data line of an Excel notification's sheet as checked on upload: who it names (null when nobody usable), its
 * cells by column name, why it cannot be sent (null: it can), and its text with the placeholders filled, rendered
 * once here so that sending is a single INSERT … SELECT.
 */
export const excelNotificationRows = pgTable(
  'excel_notification_rows',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    recipient: text('recipient').notNull(),
    // no foreign key: deleting an account would scan 100,000s of lines; sending joins `users`, so it just is not reached
    userId: integer('user_id'),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    content: text('content'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.line] })],
);
