import type { Attachment } from '@console/shared/field-kinds/attachments';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { wards } from '../units.ts';
import { users } from '../users.ts';

/**
 * A letter to a ward's opinion mailbox (hộp thư góp ý, issue 19): from a signed-in resident, a guest (name and phone)
 * or anonymous. **An anonymous letter stores nothing of its sender**: no account, name, phone, address or browser —
 * the columns stay empty and the request's IP and user agent are never written anywhere for it. Guests and anonymous
 * senders read the reply with `follow_up_code`; a resident is also notified.
 */
export const opinionLetters = pgTable(
  'opinion_letters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<Attachment[]>(),
    /** a resident's account (kind resident only) */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** a guest's name and phone (kind guest only) */
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    /** what the sender reads the reply with (random, unguessable) */
    followUpCode: text('follow_up_code').notNull(),
    status: text('status').notNull().default('new'),
    /** sanitised rich text */
    reply: text('reply'),
    replyAttachments: jsonb('reply_attachments').$type<Attachment[]>(),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: integer('archived_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('opinion_letters_code_key').on(t.followUpCode),
    // a ward's letters of one kind, not archived or archived, newest first: the three lists and the archive
    index('opinion_letters_ward_kind_idx').on(t.wardId, t.kind, t.archivedAt, t.createdAt),
    index('opinion_letters_sender_idx').on(t.senderId),
  ],
);
