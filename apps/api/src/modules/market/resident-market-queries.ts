import { PLATFORM_SERVICES } from '@console/shared/domain/platform-services';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { personalStores } from '../../db/schema/areas/personal-stores.ts';
import { wardMarketConfigs, wardServices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

const MARKET_SERVICE_ID = PLATFORM_SERVICES.find((service) => service.key === 'market')!.id;

export const MARKET_NOT_ENABLED = 'Xã/phường của bạn chưa mở dịch vụ Chợ quê';
/** the console's words for the same state (web market-not-configured-alert.tsx) */
export const MARKET_NOT_CONFIGURED = 'Chợ quê của phường/xã chưa được cấu hình.';

export interface MarketStatus {
  ward_id: number | null;
  enabled: boolean;
  configured: boolean;
  market_name: string | null;
}

/** whether a ward runs the market ('Chợ quê' switched on) and has configured it (spec §6), in one statement */
export async function marketStatusOf(db: Db, wardId: number | null): Promise<MarketStatus> {
  if (wardId === null) return { ward_id: null, enabled: false, configured: false, market_name: null };
  const [row] = rowsOf<{ enabled: boolean; market_name: string | null; configured: boolean }>(
    await db.execute(sql`
      select exists (select 1 from ${wardServices}
                     where ward_id = ${wardId} and service_id = ${MARKET_SERVICE_ID} and enabled) as enabled,
             (select market_name from ${wardMarketConfigs} where ward_id = ${wardId}) as market_name,
             exists (select 1 from ${wardMarketConfigs} where ward_id = ${wardId}) as configured`),
  );
  return { ward_id: wardId, ...row };
}

/**
 * The resident's ward when its market is open to sellers; otherwise refused — with the spec's flag
 * `market_not_configured` when the ward switched the market on but never configured it
 */
export async function openMarketWard(db: Db, wardId: number | null): Promise<number> {
  const status = await marketStatusOf(db, wardId);
  if (!status.enabled) throw new AppError('FORBIDDEN', MARKET_NOT_ENABLED, { market_enabled: false });
  if (!status.configured) throw new AppError('FORBIDDEN', MARKET_NOT_CONFIGURED, { market_not_configured: true });
  return status.ward_id!;
}

/** the resident's own store (one a resident: personal-stores' unique owner key), wherever it is */
export async function ownStoreOf(db: Db, userId: number) {
  const [store] = await db
    .select({ id: personalStores.id, isActive: personalStores.isActive, wardId: personalStores.wardId })
    .from(personalStores)
    .where(eq(personalStores.ownerId, userId));
  return store ?? null;
}
