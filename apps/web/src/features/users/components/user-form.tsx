import { Button, Form, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { userFields } from '@console/shared/forms/user-fields';
import { listReturnPath } from '../../../crud/list-url-state';
import { reportMutation, unlessRefused } from '../../../lib/envelope-mutation';
import { FieldItems } from '../../../lib/forms/field-items';
import { showResult, showValidationError } from '../../../lib/result-helper';
import { useSessionUser } from '../../../lib/session';
import { pinnedWard } from '../../../lib/wards/ward-access';
import { useCreateUser } from '../api/create-user';
import { useDistricts } from '../api/list-districts';
import { useGrantableRoles } from '../api/list-grantable-roles';
import type { UserRow } from '../api/user-keys';
import { useUpdateUser } from '../api/update-user';
import { USERS_PATH } from '../routes/users-path';
import { PasswordModal, type ShownPassword } from '../../../lib/password-modal';
import { checkUserValues, initialUserValues, scopeOfRoleField, type UserFormValues } from './user-form-values';
import { UserUnitFields } from './user-unit-fields';

const { username, password, full_name, phone, email, dob, sex, id_card_number, acc_status, is_active } = userFields;
const ACCOUNT_FIELDS = { username, full_name };
const CREATE_ACCOUNT_FIELDS = {
  username,
  password: { ...password, help: 'Để trống để hệ thống tạo mật khẩu' },
  full_name,
};
const PERSON_FIELDS = { phone, email, dob, sex, id_card_number, acc_status, is_active };
const ALL_FIELDS = Object.keys(userFields);

// two columns on wide screens, one on narrow ones; the fields keep the validator's order
// as many 320 px columns as fit, one on a phone (never wider than the screen)
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
  columnGap: 24,
} as const;

const UNAPPROVED_SUFFIX = ' (chưa phê duyệt)';

/** create (entry null) or edit one user; the role decides which units are asked for */
export function UserForm({ entry }: { entry: UserRow | null }) {
  const [form] = Form.useForm<UserFormValues>();
  const navigate = useNavigate();
  const pinned = pinnedWard(useSessionUser());
  const roles = useGrantableRoles();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);
  // useWatch answers undefined on the first render: the edited user's role keeps the units from flashing in late
  const roleId = Form.useWatch<number | undefined>('role_id', form) ?? entry?.role_id;

  const roleEntries = roles.data?.data?.entries;
  const roleOptions = useMemo(() => {
    // a role waiting for approval is listed (its holders show) but cannot be chosen; the edited user keeps theirs
    const options = (roleEntries ?? []).map((role) => ({
      value: role.id,
      label: role.is_approved ? role.name : `${role.name}${UNAPPROVED_SUFFIX}`,
      disabled: !role.is_approved && role.id !== entry?.role_id,
    }));
    if (entry && !options.some((option) => option.value === entry.role_id))
      options.unshift({ value: entry.role_id, label: entry.role_name, disabled: false });
    return options;
  }, [roleEntries, entry]);
  const scope =
    roleEntries?.find((role) => role.id === roleId)?.scope ??
    (entry && roleId === entry.role_id ? scopeOfRoleField(entry.role_field) : undefined);
  const districts = useDistricts(scope === 'district');
  const hasDistricts = (districts.data?.data?.total ?? 0) > 0 || Boolean(entry?.district_id);

  const back = () => navigate(listReturnPath({ path: USERS_PATH }));
  // a field's error shows until that field changes (the Form has no rules of its own to clear it)
  const clearErrors = (names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));

  const onValuesChange = (changed: UserFormValues) => {
    clearErrors(Object.keys(changed));
    // a village belongs to one ward: a new ward starts without one
    if ('ward_id' in changed) form.setFieldValue('village_id', undefined);
  };

  const submit = async (values: UserFormValues) => {
    clearErrors(ALL_FIELDS);
    const check = checkUserValues(entry ? 'edit' : 'create', { scope, hasDistricts }, values);
    if (!check.ok) {
      if (ALL_FIELDS.includes(check.field)) form.setFields([{ name: check.field, errors: [check.message] }]);
      return showValidationError(check.message);
    }
    if (entry) {
      await reportMutation(update.mutateAsync({ id: entry.id, body: check.data }), { done: back });
      return;
    }
    const response = await unlessRefused(create.mutateAsync(check.data));
    if (!response) return;
    const generated = response.data?.password;
    if (generated)
      setShownPassword({ username: response.data.entry.username, password: generated, message: response.message });
    else showResult(response, back);
  };

  return (
    <>
      <Form
        form={form}
        name="user"
        layout="vertical"
        style={{ maxWidth: 900 }}
        initialValues={initialUserValues(entry, pinned?.id ?? null)}
        onFinish={submit}
        onValuesChange={onValuesChange}
        data-testid="user-form"
      >
        <div style={GRID}>
          <FieldItems fields={entry ? ACCOUNT_FIELDS : CREATE_ACCOUNT_FIELDS} />
          <Form.Item name="role_id" label={userFields.role_id.label} required>
            <Select
              options={roleOptions}
              loading={roles.isFetching}
              placeholder="Chọn vai trò"
              showSearch
              optionFilterProp="label"
              data-testid="user-role"
            />
          </Form.Item>
          <UserUnitFields form={form} scope={scope} entry={entry} pinnedWard={pinned} showDistrict={hasDistricts} />
          <FieldItems fields={PERSON_FIELDS} />
        </div>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending || update.isPending}
            data-testid="user-save"
          >
            Lưu
          </Button>
          <Button onClick={back} data-testid="user-cancel">
            Hủy
          </Button>
        </Space>
      </Form>
      <PasswordModal shown={shownPassword} onClose={back} />
    </>
  );
}
