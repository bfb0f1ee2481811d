import { Select } from 'antd';
import { isSuperRole, ROLES } from '@console/shared/domain/roles';

// The built-in roles (spec §6): a notification names at most 14 (RECIPIENT_LIMITS), and GET /api/admin/roles is not
// open to the ward officers who write most notifications. Admin and root are platform staff, not anyone's audience.
const ROLE_OPTIONS = ROLES.filter((role) => !isSuperRole(role.field)).map((role) => ({
  value: role.id,
  label: role.name,
}));

interface RoleMultiSelectProps {
  id?: string;
  value?: number[] | null;
  onChange?: (value: number[]) => void;
}

export function RoleMultiSelect({ value, onChange, ...rest }: RoleMultiSelectProps) {
  return (
    <Select<number[]>
      {...rest}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      options={ROLE_OPTIONS}
      value={value ?? []}
      onChange={(next) => onChange?.(next)}
      placeholder="Tất cả vai trò"
      style={{ width: '100%' }}
      data-testid="recipient-roles"
    />
  );
}
