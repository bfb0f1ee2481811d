import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ZCreateAppUserBody, ZUpdateAppUserBody } from '@console/shared/forms/app-user';
import { appUserFields } from '@console/shared/forms/app-user-fields';
import { checkValues, toFormValues, toSchemaInput } from '../../../lib/forms/check-values';
import { FieldItems } from '../../../lib/forms/field-items';
import { reportMutation, unlessRefused } from '../../../lib/envelope-mutation';
import { PasswordModal, type ShownPassword } from '../../../lib/password-modal';
import { showResult, showValidationError } from '../../../lib/result-helper';
import { useSessionUser } from '../../../lib/session';
import { pinnedWard } from '../../../lib/wards/ward-access';
import { appUserPaths, type AppUserRow } from '../api/app-user-keys';
import { useCreateAppUser } from '../api/create-app-user';
import { useUpdateAppUser } from '../api/update-app-user';

type Values = Record<string, unknown>;

const { username, password, ...person } = appUserFields;
const { full_name, phone, email, birthday, sex, id_card_number, ward_id, village_id } = person;
const IDENTITY_FIELDS = { full_name, birthday, sex, id_card_number };
const CONTACT_FIELDS = { phone, email, ward_id, village_id };
const ALL_FIELDS = Object.keys(appUserFields);

// as many 320 px columns as fit, one on a phone (never wider than the screen)
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))',
  columnGap: 24,
} as const;

function initialValues(entry: AppUserRow | null, pinnedWardId: number | null): Values {
  if (!entry) return { ward_id: pinnedWardId ?? undefined };
  const values: Values = {};
  for (const key of Object.keys(person)) values[key] = entry[key as keyof AppUserRow] ?? undefined;
  return toFormValues(appUserFields, values);
}

/**
 * Create (entry null) or edit a resident's account: the login, the identity the officer verifies, contact and where
 * they live. The server's own schema checks it first, with the same Vietnamese wording (spec §5).
 */
export function AppUserForm({ entry }: { entry: AppUserRow | null }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const pinned = pinnedWard(useSessionUser());
  const create = useCreateAppUser();
  const update = useUpdateAppUser();
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);
  const back = () => navigate(entry ? appUserPaths.detail(entry.id) : appUserPaths.list);
  const clearErrors = (names: string[]) => form.setFields(names.map((name) => ({ name, errors: [] })));
  const context = {
    wardOption: entry?.ward_id ? { id: entry.ward_id, name: entry.ward_name ?? '' } : pinned,
    wardLocked: pinned !== null,
  };

  const onValuesChange = (changed: Values) => {
    clearErrors(Object.keys(changed));
    // a hamlet belongs to one ward: another ward starts without one
    if ('ward_id' in changed) form.setFieldValue('village_id', undefined);
  };

  const submit = async (values: Values) => {
    clearErrors(ALL_FIELDS);
    const input = toSchemaInput(appUserFields, entry ? values : { ...values, ward_id: values.ward_id ?? pinned?.id });
    const check = entry
      ? checkValues<Values>(ZUpdateAppUserBody, input)
      : checkValues<Values>(ZCreateAppUserBody, input);
    if (!check.ok) {
      if (ALL_FIELDS.includes(check.field)) form.setFields([{ name: check.field, errors: [check.message] }]);
      return showValidationError(check.message);
    }
    // spec §3: the birthday goes out as the date plus T00:00:00Z, not the schema's reduced day
    const body = { ...check.data, birthday: input.birthday ?? null };
    if (entry) {
      await reportMutation(update.mutateAsync({ id: entry.id, body }), { done: back });
      return;
    }
    const response = await unlessRefused(create.mutateAsync(body));
    if (!response) return;
    const generated = response.data?.password;
    const toDetail = () => navigate(appUserPaths.detail(response.data.entry.id));
    if (generated) {
      setShownPassword({ username: response.data.entry.username, password: generated, message: response.message });
    } else showResult(response, toDetail);
  };

  return (
    <>
      <Form
        form={form}
        name="app_user"
        layout="vertical"
        style={{ maxWidth: 900 }}
        initialValues={initialValues(entry, pinned?.id ?? null)}
        onFinish={submit}
        onValuesChange={onValuesChange}
        data-testid="app-user-form"
      >
        <div style={GRID}>
          {entry ? (
            <Form.Item label={username.label}>
              <Input value={entry.username} disabled data-testid="app-user-username" />
            </Form.Item>
          ) : (
            <FieldItems fields={{ username, password }} />
          )}
          <FieldItems fields={IDENTITY_FIELDS} />
          <FieldItems fields={CONTACT_FIELDS} context={context} />
        </div>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending || update.isPending}
            data-testid="app-user-save"
          >
            Lưu
          </Button>
          <Button onClick={back} data-testid="app-user-cancel">
            Hủy
          </Button>
        </Space>
      </Form>
      <PasswordModal
        shown={shownPassword}
        onClose={() => {
          const created = create.data?.data?.entry;
          navigate(created ? appUserPaths.detail(created.id) : appUserPaths.list);
        }}
      />
    </>
  );
}
