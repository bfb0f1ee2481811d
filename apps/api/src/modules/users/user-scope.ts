import type { SQL } from 'drizzle-orm';
import type { Bind } from '../../query/prepared-shapes.ts';
import { unitColumnsInScope } from '../../query/unit-scope-sql.ts';
import { users } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';

/** users a caller reaches: their own units' staff and residents (users carry province, district and ward) */
export const usersInScope = (scope: UnitScope, bind?: Bind): SQL | undefined =>
  unitColumnsInScope(scope, { provinceId: users.provinceId, districtId: users.districtId, wardId: users.wardId }, bind);
