import { formatMessage, requiredMessage } from '@console/shared/validation/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { districts, provinces, villages } from '../../db/schema/index.ts';
import { assertWardInScope } from '../../query/unit-scope-sql.ts';
import { wards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UnitScope } from '../../core/scope.ts';
import type { GrantableRole } from './grant-rules.ts';

export interface UnitInput {
  province_id?: number | null;
  district_id?: number | null;
  ward_id?: number | null;
  village_id?: number | null;
}
export interface ResolvedUnits {
  provinceId: number | null;
  districtId: number | null;
  wardId: number | null;
  villageId: number | null;
}

const invalid = (label: string) => new AppError('VALIDATION', formatMessage(label));

/**
 * The narrowest unit given decides the others (a ward brings its district and province), so a user's units always
 * agree; that unit must lie in the caller's reach and suit the role's level.
 */
export async function resolveUnits(
  db: Db,
  scope: UnitScope,
  role: GrantableRole,
  input: UnitInput,
): Promise<ResolvedUnits> {
  let { province_id: provinceId = null, district_id: districtId = null, ward_id: wardId = null } = input;
  const villageId = input.village_id ?? null;
  // the role's level needs a unit of that level or a narrower one
  const narrowest = villageId || wardId ? 'ward' : districtId ? 'district' : provinceId ? 'province' : 'all';
  const rank = { ward: 1, district: 2, province: 3, all: 4 } as const;
  if (rank[narrowest] > rank[role.scope]) {
    const label = { ward: 'Xã/phường', district: 'Quận/huyện', province: 'Tỉnh/thành phố', all: '' }[role.scope];
    throw new AppError('VALIDATION', requiredMessage(label));
  }
  if (villageId) {
    const [village] = await db.select({ wardId: villages.wardId }).from(villages).where(eq(villages.id, villageId));
    if (!village || (wardId && village.wardId !== wardId)) throw invalid('Thôn/xóm');
    wardId = village.wardId;
  }
  if (wardId) {
    await assertWardInScope(db, scope, wardId);
    const [ward] = await db
      .select({ provinceId: wards.provinceId, districtId: wards.districtId })
      .from(wards)
      .where(eq(wards.id, wardId));
    provinceId = ward.provinceId;
    districtId = ward.districtId;
  } else if (districtId) {
    const [district] = await db
      .select({ provinceId: districts.provinceId })
      .from(districts)
      .where(eq(districts.id, districtId));
    if (!district) throw invalid('Quận/huyện');
    provinceId = district.provinceId;
    const reach =
      scope.level === 'all' ||
      (scope.level === 'province' && scope.provinceId === provinceId) ||
      (scope.level === 'district' && scope.districtId === districtId);
    if (!reach) throw new AppError('OUT_OF_SCOPE');
  } else if (provinceId) {
    const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, provinceId));
    if (!province) throw invalid('Tỉnh/thành phố');
    if (!(scope.level === 'all' || (scope.level === 'province' && scope.provinceId === provinceId)))
      throw new AppError('OUT_OF_SCOPE');
  } else if (scope.level !== 'all') {
    // only admin and root make accounts that belong to no unit
    throw new AppError('OUT_OF_SCOPE');
  }
  return { provinceId, districtId, wardId, villageId };
}
