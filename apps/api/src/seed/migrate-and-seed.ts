import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';
import { RESOURCE_TABLES } from '../crud/resource-tables.ts';
import { installRowCounters } from '../crud/row-counters.ts';
import { cameraSecretKey, createSecretBox } from '../lib/sealed-secrets.ts';
import { fileStorageOf } from '../modules/files/file-storage-of.ts';
import { seedAdminAccount } from './seed-accounts.ts';
import { seedDemoData } from './seed-demo.ts';
import { seedOrganisation } from './seed-organisation.ts';
import { seedRoleSentimentCategories } from './seed-role-sentiment-categories.ts';
import { seedDefaultPermissions, upsertPlatformServices, upsertRoles } from './seed-roles.ts';
import { adminUnitsFile, seedAdminUnits } from './seed-units.ts';

/** `dataDir`: where uploads live (the demo data's photos are written there); absent, only their rows are seeded */
type SeedConfig = Pick<AppConfig, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_UNITS' | 'DEMO_DATA'> &
  Partial<
    Pick<
      AppConfig,
      'dataDir' | 'CAMERA_SECRET' | 'S3_URL' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
    >
  >;
interface Log {
  info(message: string): void;
  warn(message: string): void;
}

const SEED_LOCK = 7_241_001;

/**
 * The key the demo cameras' addresses are sealed with: the server's own (lib/sealed-secrets.ts), resolved before the
 * seed's transaction (PostgreSQL keeps it in a row of its own). Without a data directory or CAMERA_SECRET (a test's
 * template database) the demo cameras are seeded without their sealed address.
 */
async function demoSecretBox(database: Database, config: SeedConfig) {
  if (!config.DEMO_DATA) return undefined;
  if (!config.CAMERA_SECRET && !config.dataDir && database.driver !== 'postgres') return undefined;
  const box = createSecretBox(
    cameraSecretKey({ CAMERA_SECRET: config.CAMERA_SECRET, dataDir: config.dataDir ?? '' }, database),
  );
  await box.seal('');
  return box;
}

/** migrations, then on the first start roles, permissions, units, admin and (optionally) demo data, in one transaction */
export async function migrateAndSeed(database: Database, config: SeedConfig, log: Log) {
  await database.migrate();
  const secrets = await demoSecretBox(database, config);
  await database.db.transaction(async (tx) => {
    // several API nodes may start together against one PostgreSQL
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await upsertRoles(tx);
    await upsertPlatformServices(tx);
    const [seeded] = await tx.select().from(appMeta).where(eq(appMeta.key, 'seeded_at'));
    if (seeded) return;
    await seedDefaultPermissions(tx);
    await seedRoleSentimentCategories(tx);
    await seedOrganisation(tx);
    const units = await seedAdminUnits(tx, adminUnitsFile(config.ADMIN_UNITS));
    log.info(
      `Đã nạp đơn vị hành chính (${config.ADMIN_UNITS}): ${units.provinces} tỉnh, ${units.districts} huyện, ${units.wards} xã`,
    );
    const admin = await seedAdminAccount(tx, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
    if (admin.generatedPassword) {
      log.warn(
        `Tài khoản quản trị đã được tạo: ${config.ADMIN_USERNAME} / ${admin.generatedPassword} — ` +
          'mật khẩu chỉ hiển thị một lần, hãy đổi sau khi đăng nhập.',
      );
    }
    if (config.DEMO_DATA) {
      // the same place the files module serves uploads from (the object store, or DATA_DIR/files)
      const storage = config.dataDir ? fileStorageOf({ ...config, dataDir: config.dataDir }) : undefined;
      const demo = await seedDemoData(tx, { storage, secrets });
      log.info(`Dữ liệu mẫu: ${demo.accounts} tài khoản ở ${demo.wards.join(', ')}`);
    }
    await tx.insert(appMeta).values([
      { key: 'seeded_at', value: new Date().toISOString() },
      { key: 'admin_units', value: config.ADMIN_UNITS },
    ]);
  });
  // after the demo rows, so the first count includes them; on later starts only a new area's table is counted
  await installRowCounters(database.db, RESOURCE_TABLES);
}
