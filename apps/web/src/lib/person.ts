import type { SessionUser } from '@console/shared/api-types';
import { SEX_OPTIONS } from '@console/shared/forms/account-fields';

export function sexLabel(value: number | null | undefined): string {
  return SEX_OPTIONS.find((option) => option.value === value)?.label ?? '';
}

export function displayName(user: Pick<SessionUser, 'username' | 'kyc'>): string {
  return user.kyc?.full_name?.trim() || user.username;
}

type UnitFields = Pick<SessionUser, 'ward_name' | 'district_name' | 'province_name'> & { role?: { scope: string } };

/** 'Phường Hàng Bạc, Quận Hoàn Kiếm, Thành phố Hà Nội'; users above province level see the whole system */
export function unitLabel(user: UnitFields): string {
  const parts = [user.ward_name, user.district_name, user.province_name].filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return user.role?.scope === 'all' ? 'Toàn hệ thống' : '';
}
