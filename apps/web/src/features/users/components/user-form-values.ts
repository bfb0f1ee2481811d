import { ROLES, type ScopeLevel } from '@console/shared/domain/roles';
import { ZCreateUserBody, ZUpdateUserBody } from '@console/shared/forms/user';
import { userFields } from '@console/shared/forms/user-fields';
import { requiredMessage } from '@console/shared/validation/messages';
import { checkValues, toFormValues, toSchemaInput, type ValuesCheck } from '../../../lib/forms/check-values';
import type { UserRow } from '../api/user-keys';

export type UserFormValues = Record<string, unknown>;

export const UNIT_FIELDS = ['province_id', 'district_id', 'ward_id', 'village_id'] as const;
type UnitField = (typeof UNIT_FIELDS)[number];

/** the units a role of each level belongs to (the server derives the wider ones from the narrowest) */
export const UNITS_BY_SCOPE: Record<ScopeLevel, readonly UnitField[]> = {
  all: [],
  province: ['province_id'],
  district: ['district_id', 'ward_id'],
  ward: ['ward_id', 'village_id'],
};

/** the level of a role the caller cannot give (an edited user's current role), from the fixed role list */
export function scopeOfRoleField(field: string | undefined): ScopeLevel | undefined {
  return ROLES.find((role) => role.field === field)?.scope;
}

/** create: verification 'Chưa xác thực', active, the pinned ward; edit: the user's values */
export function initialUserValues(entry: UserRow | null, pinnedWardId: number | null): UserFormValues {
  if (!entry)
    return {
      acc_status: userFields.acc_status.default,
      is_active: userFields.is_active.default,
      ward_id: pinnedWardId ?? undefined,
    };
  const values: UserFormValues = {};
  for (const key of Object.keys(userFields)) {
    if (key !== 'password') values[key] = entry[key as keyof UserRow] ?? undefined;
  }
  return toFormValues(userFields, values);
}

/** units that do not belong to the chosen role's level are sent empty */
function withUnitsOf(scope: ScopeLevel | undefined, values: UserFormValues): UserFormValues {
  if (!scope) return values;
  const kept = new Set<string>(UNITS_BY_SCOPE[scope]);
  const output = { ...values };
  for (const key of UNIT_FIELDS) if (!kept.has(key)) output[key] = null;
  return output;
}

/**
 * The unit a role's level cannot do without, with the server's wording. District level takes a district or a ward;
 * where there are no districts (two-level data) only the ward is asked for, so the ward is named.
 */
function missingUnit(scope: ScopeLevel | undefined, values: UserFormValues, hasDistricts: boolean) {
  const has = (key: UnitField) => values[key] !== null && values[key] !== undefined;
  const missing = (field: UnitField) => ({ field, message: requiredMessage(userFields[field].label) });
  if (scope === 'ward' && !has('ward_id')) return missing('ward_id');
  if (scope === 'province' && !has('province_id')) return missing('province_id');
  if (scope === 'district' && !has('district_id') && !has('ward_id'))
    return missing(hasDistricts ? 'district_id' : 'ward_id');
  return null;
}

/**
 * The server's own schema (create or update), then the unit the role needs. The birthday goes out in the spec's
 * form, day + T00:00:00Z (spec §3), not the schema's reduced day.
 */
export function checkUserValues(
  mode: 'create' | 'edit',
  role: { scope: ScopeLevel | undefined; hasDistricts: boolean },
  values: UserFormValues,
): ValuesCheck<Record<string, unknown>> {
  const { scope } = role;
  const input = toSchemaInput(userFields, withUnitsOf(scope, values));
  const check =
    mode === 'create'
      ? checkValues<Record<string, unknown>>(ZCreateUserBody, input)
      : checkValues<Record<string, unknown>>(ZUpdateUserBody, input);
  if (!check.ok) return check;
  const missing = missingUnit(scope, check.data, role.hasDistricts);
  if (missing) return { ok: false, ...missing };
  return { ok: true, data: { ...check.data, dob: input.dob ?? null } };
}
