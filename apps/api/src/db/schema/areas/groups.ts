import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { villages } from '../resources.ts';
import { wards } from '../units.ts';
import { users } from '../users.ts';

export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    description: text('description'),
    cover: text('cover'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    /** a group of one hamlet of the ward (a self-management team); none: of the whole ward */
    villageId: integer('village_id').references(() => villages.id, { onDelete: 'set null' }),
    visibility: text('visibility').notNull().default('public'),
    joinPolicy: text('join_policy').notNull().default('approval'),
    membersPostNews: boolean('members_post_news').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** approved members, kept by the members' workflow in the transaction that changes them */
    memberCount: integer('member_count').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('groups_ward_idx').on(t.wardId, t.createdAt),
    check('groups_member_count_check', sql`member_count >= 0`),
  ],
);

/**
 * A resident in a group: a request to join (pending, then approved or refused with the reason they read) and, once
 * approved, a member with a role. One row a resident and group; it goes with its group or its account.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    status: text('status').notNull().default('pending'),
    /** what the resident wrote when asking to join */
    message: text('message'),
    refusalReason: text('refusal_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_key').on(t.groupId, t.userId),
    // a group's members by status, newest first: its members list and the requests queue
    index('group_members_group_status_idx').on(t.groupId, t.status, t.createdAt),
    index('group_members_status_idx').on(t.status, t.createdAt),
    index('group_members_user_idx').on(t.userId),
  ],
);

/**
 * A group's news: posted by staff (published at once) or by a member where the group allows it (waiting for staff);
 * staff publish, hide or delete it. Members are told when an item is published (notifications).
 */
export const groupNews = pgTable(
  'group_news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** sanitised rich text (spec §5) */
    content: text('content').notNull(),
    image: text('image'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_news_group_status_idx').on(t.groupId, t.status, t.createdAt)],
);
