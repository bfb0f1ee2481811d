import { Col, Form, Row, type FormInstance } from 'antd';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { NOTIFICATION_FIELDS, RECIPIENT_KEYS } from '@console/shared/forms/notification';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { pinnedWard } from '../../../lib/wards/ward-access';
import { useRecipientUnits, type UnitLevel } from '../api/list-recipient-units';
import { PeopleSelect } from './people-select';
import { RecipientCountLine } from './recipient-count-line';
import { RoleMultiSelect } from './role-multi-select';
import { UnitMultiSelect } from './unit-multi-select';

/**
 * The units a sender may name, by the reach of their role: the API refuses a unit above it (a ward officer naming
 * their whole province), so those lists are not offered at all.
 */
const LEVELS_BY_SCOPE: Record<string, UnitLevel[]> = {
  all: ['provinces', 'districts', 'wards', 'villages'],
  province: ['provinces', 'districts', 'wards', 'villages'],
  district: ['districts', 'wards', 'villages'],
  ward: ['wards', 'villages'],
};

const FIELD_OF_LEVEL = {
  provinces: 'province_ids',
  districts: 'district_ids',
  wards: 'ward_ids',
  villages: 'village_ids',
} as const;

const PLACEHOLDERS: Record<UnitLevel, string> = {
  provinces: 'Chọn tỉnh/thành phố',
  districts: 'Chọn quận/huyện',
  wards: 'Chọn xã/phường',
  villages: 'Chọn thôn/xóm',
};

/** what the choice means, under the lists: the server reaches people this way (notifications/recipients.ts) */
const RECIPIENT_HELP =
  'Người nhận là người thuộc các đơn vị đã chọn (và có vai trò đã chọn, nếu có), cộng với những người được chọn riêng.';

interface RecipientFieldsProps {
  form: FormInstance;
  /** the form's refusal of the choice, shown on the count line */
  error: string | null;
}

/** roles, units and people (spec §7), side by side on a desktop, one under the other on a phone, and the live count */
export function RecipientFields({ form, error }: RecipientFieldsProps) {
  const user = useSessionUser();
  const ability = useAppAbility();
  const levels = LEVELS_BY_SCOPE[user?.role?.scope ?? 'ward'] ?? LEVELS_BY_SCOPE.ward;
  // a two-level data set (provinces → wards) has no districts: the list is left out rather than shown empty
  const districts = useRecipientUnits('districts', '', null, levels.includes('districts'));
  const noDistricts = districts.data?.code === SUCCESS_CODE && districts.data.data.total === 0;
  // Form.useWatch answers undefined before its first effect: the store already holds the edit screen's values
  const watched = Object.fromEntries(RECIPIENT_KEYS.map((key) => [key, Form.useWatch(key, form)]));
  const choice = Object.fromEntries(
    RECIPIENT_KEYS.map((key) => [key, (watched[key] ?? form.getFieldValue(key)) as number[] | undefined]),
  );
  const wards = choice.ward_ids ?? [];
  // one ward chosen (or the officer's own): its villages only; several: the villages of all the caller's units
  const villageWard = wards.length === 1 ? wards[0] : (pinnedWard(user)?.id ?? null);
  // the people search is POST /api/admin/users/list, open to who may list users
  const canPickPeople = ability.can('list', 'users');

  const shown = levels.filter((level) => !(level === 'districts' && noDistricts));
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="role_ids" label={NOTIFICATION_FIELDS.role_ids.label}>
            <RoleMultiSelect />
          </Form.Item>
        </Col>
        {shown.map((level) => (
          <Col xs={24} md={12} key={level}>
            <Form.Item name={FIELD_OF_LEVEL[level]} label={NOTIFICATION_FIELDS[FIELD_OF_LEVEL[level]].label}>
              <UnitMultiSelect
                level={level}
                wardId={level === 'villages' ? villageWard : null}
                placeholder={PLACEHOLDERS[level]}
                data-testid={`recipient-${level}`}
              />
            </Form.Item>
          </Col>
        ))}
        {canPickPeople && (
          <Col xs={24}>
            <Form.Item name="user_ids" label="Người nhận cụ thể">
              <PeopleSelect data-testid="recipient-people" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item extra={RECIPIENT_HELP} style={{ marginBottom: 16 }}>
        <RecipientCountLine choice={choice} error={error} />
      </Form.Item>
    </>
  );
}
