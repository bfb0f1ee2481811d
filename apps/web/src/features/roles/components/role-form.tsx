import { Alert, Button, Divider, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ZRoleBody } from '@console/shared/forms/role';
import { roleFields } from '@console/shared/forms/role-fields';
import { reportMutation } from '../../../lib/envelope-mutation';
import { checkValues } from '../../../lib/forms/check-values';
import { FieldItems } from '../../../lib/forms/field-items';
import { askConfirmation, showValidationError } from '../../../lib/result-helper';
import { useCreateRole } from '../api/create-role';
import type { PermissionCatalog, RoleBody, RoleEntry } from '../api/role-keys';
import { useUpdateRole } from '../api/update-role';
import { ROLES_PATH } from '../routes/roles-path';
import { PermissionMatrix } from './permission-matrix';
import { toPermissions, toSelection } from './permission-selection';
import { isBuiltInRole } from './role-display';
import { RoleSentimentCategories } from './role-sentiment-categories';

const FIELDS_OF_NEW_KEY = {
  ...roleFields,
  field: { ...roleFields.field, help: 'Chữ thường không dấu, chữ số, dấu gạch dưới; ví dụ: can_bo_van_hoa' },
};
const FIELD_NAMES = Object.keys(roleFields);
// the API keeps the key and scope of the fourteen built-in roles: code and seed rely on them
const BUILT_IN_LOCKED = ['field', 'scope'] as const;
const SAVE_QUESTION = 'Lưu thay đổi quyền của vai trò này?';

// the three fields side by side on wide screens
const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', columnGap: 24 } as const;

/** create (entry null) or edit one role: its fields, then the permission matrix */
export function RoleForm({ entry, catalog }: { entry: RoleEntry | null; catalog: PermissionCatalog }) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const navigate = useNavigate();
  const create = useCreateRole();
  const update = useUpdateRole();
  const [selection, setSelection] = useState(() => toSelection(entry?.permissions ?? []));
  const builtIn = entry !== null && isBuiltInRole(entry.id);

  const back = () => navigate(ROLES_PATH);
  // a field's error shows until that field changes (the Form has no rules of its own to clear it)
  const clearErrors = (names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));

  const submit = async (values: Record<string, unknown>) => {
    clearErrors(FIELD_NAMES);
    const check = checkValues(ZRoleBody, { ...values, permissions: toPermissions(selection) });
    if (!check.ok) {
      if (FIELD_NAMES.includes(check.field)) form.setFields([{ name: check.field, errors: [check.message] }]);
      return showValidationError(check.message);
    }
    if (!(await askConfirmation(SAVE_QUESTION))) return;
    const body: RoleBody = check.data;
    const request = entry ? update.mutateAsync({ id: entry.id, body }) : create.mutateAsync(body);
    await reportMutation(request, { done: back });
  };

  return (
    <Form
      form={form}
      name="role"
      layout="vertical"
      initialValues={entry ? { field: entry.field, name: entry.name, scope: entry.scope } : {}}
      onFinish={submit}
      onValuesChange={(changed: Record<string, unknown>) => clearErrors(Object.keys(changed))}
      data-testid="role-form"
    >
      {builtIn && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Vai trò mặc định: chỉ đổi được tên và quyền, mã vai trò và phạm vi được giữ nguyên."
        />
      )}
      <div style={GRID}>
        <FieldItems fields={builtIn ? roleFields : FIELDS_OF_NEW_KEY} disabled={builtIn ? BUILT_IN_LOCKED : []} />
      </div>
      {entry && <RoleSentimentCategories role={entry} />}
      <Divider orientation="left" orientationMargin={0} style={{ marginTop: 0 }}>
        <Typography.Text strong>Phân quyền</Typography.Text>
      </Divider>
      <PermissionMatrix catalog={catalog} selection={selection} onChange={setSelection} />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending} data-testid="role-save">
          Lưu
        </Button>
        <Button onClick={back} data-testid="role-cancel">
          Hủy
        </Button>
      </Space>
    </Form>
  );
}
