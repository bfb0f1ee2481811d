import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { departments, positions, villages } from './resources.ts';
import { roles } from './roles.ts';
import { districts, provinces, wards } from './units.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    provinceId: integer('province_id').references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    wardId: integer('ward_id').references(() => wards.id),
    villageId: integer('village_id').references((): AnyPgColumn => villages.id),
    departmentId: integer('department_id').references((): AnyPgColumn => departments.id, { onDelete: 'set null' }),
    positionId: integer('position_id').references((): AnyPgColumn => positions.id, { onDelete: 'set null' }),
    email: text('email'),
    phone: text('phone'),
    fullName: text('full_name'),
    dob: date('dob', { mode: 'string' }),
    sex: smallint('sex'),
    idCardNumber: text('id_card_number'),
    /** spec §3: 3 means verified (KYC) */
    accStatus: smallint('acc_status').notNull().default(1),
    /** false: the account is locked; its tokens stop working at once */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_ward_idx').on(t.wardId),
    index('users_province_idx').on(t.provinceId),
    index('users_role_idx').on(t.roleId),
    index('users_email_idx').on(t.email),
    // a ward's newest users first: the list every ward officer opens (bench/users-list)
    index('users_ward_created_idx').on(t.wardId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * How many users each combination of units and role holds, kept exact by statement triggers on users (migration 0013):
 * an unfiltered list's total is a sum over a few of these rows instead of a count of every user of the ward, district
 * or province (docs/decisions.md, "Users list totals").
 */
export const userCounts = pgTable(
  'user_counts',
  {
    wardId: integer('ward_id'),
    villageId: integer('village_id'),
    roleId: integer('role_id').notNull(),
    provinceId: integer('province_id'),
    districtId: integer('district_id'),
    users: integer('users').notNull(),
    /** of them, those whose identity is verified (acc_status 3): the home statistics' 'user' figure (migration 0043) */
    verified: integer('verified').notNull().default(0),
  },
  (t) => [
    unique('user_counts_key').on(t.wardId, t.villageId, t.roleId, t.provinceId, t.districtId).nullsNotDistinct(),
    index('user_counts_province_idx').on(t.provinceId),
    index('user_counts_district_idx').on(t.districtId),
  ],
);
