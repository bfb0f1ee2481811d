import { eq, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { UnitScope } from '../auth/scope.ts';

/** users a caller reaches: their own units' staff and residents (users carry province, district and ward) */
export function usersInScope(scope: UnitScope): SQL | undefined {
  switch (scope.level) {
    case 'all':
      return undefined;
    case 'province':
      return eq(users.provinceId, scope.provinceId);
    case 'district':
      return eq(users.districtId, scope.districtId);
    case 'ward':
      return eq(users.wardId, scope.wardId);
    case 'none':
      return sql`false`;
  }
}
