import { Form, type FormInstance } from 'antd';
import type { ScopeLevel } from '@console/shared/domain/roles';
import { userFields } from '@console/shared/forms/user-fields';
import { WardSelect } from '../../../lib/wards/ward-select';
import { useDistricts } from '../api/list-districts';
import { useProvinces } from '../api/list-provinces';
import { useWardVillages } from '../api/list-ward-villages';
import type { UserRow } from '../api/user-keys';
import { UnitSelect } from './unit-select';

interface UserUnitFieldsProps {
  form: FormInstance;
  scope: ScopeLevel | undefined;
  entry: UserRow | null;
  /** ward-level officers work in their own ward: it is filled in and locked */
  pinnedWard: { id: number; name: string } | null;
  /** a two-level data set has no districts: a district-level user then belongs to a ward */
  showDistrict: boolean;
}

/** the units of the chosen role's level: ward (+ village), district or ward, province, or none */
export function UserUnitFields({ form, scope, entry, pinnedWard, showDistrict }: UserUnitFieldsProps) {
  // useWatch answers undefined until its effect has run: the store already holds the initial ward
  const watchedWard = Form.useWatch<number | null | undefined>('ward_id', form);
  const wardId: number | null | undefined = watchedWard === undefined ? form.getFieldValue('ward_id') : watchedWard;
  const provinces = useProvinces(scope === 'province');
  const districts = useDistricts(scope === 'district');
  const villages = useWardVillages(scope === 'ward' ? wardId : null);
  const districtEntries = districts.data?.data?.entries ?? [];

  const wardKnown = entry?.ward_id ? { id: entry.ward_id, name: entry.ward_name ?? '' } : pinnedWard;
  const ward = (required: boolean) => (
    <Form.Item name="ward_id" label={userFields.ward_id.label} required={required}>
      <WardSelect
        knownOption={wardKnown}
        disabled={pinnedWard !== null}
        allowClear={pinnedWard === null}
        placeholder="Chọn xã/phường"
        style={{ width: '100%' }}
        data-testid="user-ward"
      />
    </Form.Item>
  );

  switch (scope) {
    case 'ward':
      return (
        <>
          {ward(true)}
          <Form.Item name="village_id" label={userFields.village_id.label}>
            <UnitSelect
              entries={wardId ? villages.data?.data?.entries : []}
              known={
                wardId === entry?.ward_id ? { id: entry?.village_id ?? null, name: entry?.village_name ?? null } : null
              }
              loading={villages.isFetching}
              disabled={!wardId}
              placeholder={wardId ? 'Chọn thôn/xóm' : 'Chọn xã/phường trước'}
              data-testid="user-village"
            />
          </Form.Item>
        </>
      );
    case 'district':
      return (
        <>
          {showDistrict && (
            <Form.Item name="district_id" label={userFields.district_id.label} required>
              <UnitSelect
                entries={districtEntries}
                known={{ id: entry?.district_id ?? null, name: entry?.district_name ?? null }}
                loading={districts.isFetching}
                placeholder="Chọn quận/huyện"
                data-testid="user-district"
              />
            </Form.Item>
          )}
          {ward(!showDistrict)}
        </>
      );
    case 'province':
      return (
        <Form.Item name="province_id" label={userFields.province_id.label} required>
          <UnitSelect
            entries={provinces.data?.data?.entries}
            known={{ id: entry?.province_id ?? null, name: entry?.province_name ?? null }}
            loading={provinces.isFetching}
            placeholder="Chọn tỉnh/thành phố"
            data-testid="user-province"
          />
        </Form.Item>
      );
    default:
      return null;
  }
}
