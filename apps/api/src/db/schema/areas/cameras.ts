import type { LatLng } from '@console/shared/field-kinds/location';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { villages } from '../resources.ts';
import { wards } from '../units.ts';
import { users } from '../users.ts';
import { sealedColumnName } from '../sealed-column.ts';

/** where cameras hang: a point on the map of a ward (spec §2 cameras/locations, create/{lat}/{lng}) */
export const cameraLocations = pgTable(
  'camera_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    address: text('address'),
    location: jsonb('location').$type<LatLng>().notNull(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    villageId: integer('village_id').references(() => villages.id, { onDelete: 'set null' }),
    note: text('note'),
    ...auditColumns(),
  },
  (t) => [index('camera_locations_ward_idx').on(t.wardId, t.createdAt)],
);

export const cameras = pgTable(
  'cameras',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    // a location with cameras is not deleted from under them (the API answers the Vietnamese refusal)
    locationId: integer('location_id')
      .notNull()
      .references(() => cameraLocations.id),
    /** the address as shown: its password masked (field kind `secret`) */
    streamUrl: text('stream_url').notNull(),
    /** the address itself, encrypted (lib/sealed-secrets.ts); never selected by the engine, never answered. Empty
     *  only for demo rows seeded without a key: such a camera asks for its address again */
    streamUrlSealed: text(sealedColumnName('stream_url')),
    kind: text('kind').notNull().default('fixed'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    recordingNote: text('recording_note'),
    isActive: boolean('is_active').notNull().default(true),
    signal: text('signal').notNull().default('unknown'),
    signalAt: timestamp('signal_at', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [index('cameras_ward_idx').on(t.wardId, t.createdAt), index('cameras_location_idx').on(t.locationId)],
);

/**
 * An officer watching a camera (the stream lifecycle of spec §4: get, renew, exit): a lease that ends by itself
 * unless renewed. Kept in the database so any API node answers renew and exit and the limit on cameras watched at
 * once counts every node's viewers; the ffmpeg that serves a camera runs on the node serving its viewers.
 */
export const cameraStreamSessions = pgTable(
  'camera_stream_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cameraId: integer('camera_id')
      .notNull()
      .references(() => cameras.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one session an officer and camera: a second tab joins it
    uniqueIndex('camera_stream_sessions_camera_user_key').on(t.cameraId, t.userId),
    index('camera_stream_sessions_expires_idx').on(t.expiresAt),
  ],
);
