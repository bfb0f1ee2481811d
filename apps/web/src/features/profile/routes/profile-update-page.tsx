import { Button, Form, Result, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { ZProfileBody } from '@console/shared/forms/account';
import { profileFields } from '@console/shared/forms/account-fields';
import { reportMutation } from '../../../lib/envelope-mutation';
import { checkValues, toFormValues, toSchemaInput } from '../../../lib/forms/check-values';
import { FieldItems } from '../../../lib/forms/field-items';
import { PageSection } from '../../../lib/page-section';
import { showValidationError } from '../../../lib/result-helper';
import { useEditableProfile, type ProfileEntry } from '../api/load-profile';
import { useUpdateProfile } from '../api/update-profile';

export default function ProfileUpdatePage() {
  const navigate = useNavigate();
  const profile = useEditableProfile();
  const mutation = useUpdateProfile();

  const submit = async (values: Record<string, unknown>) => {
    const input = toSchemaInput(profileFields, values);
    const check = checkValues(ZProfileBody, input);
    if (!check.ok) return showValidationError(check.message);
    // the schema reduces the birthday to its day; the API is sent the spec's form, day + T00:00:00Z (spec §3)
    const body: ProfileEntry = { ...check.data, dob: (input.dob as string | null) ?? null } as ProfileEntry;
    await reportMutation(mutation.mutateAsync(body), { done: () => navigate('/admin/profile') });
  };

  const entry = profile.data?.data?.entry;
  let content;
  if (profile.isPending) content = <Skeleton active />;
  else if (profile.data?.code !== SUCCESS_CODE || !entry) {
    content = <Result status="error" title={profile.data?.message || 'Không tải được thông tin cá nhân'} />;
  } else {
    content = (
      <Form
        name="profile-update"
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={toFormValues(profileFields, { ...entry })}
        onFinish={submit}
      >
        <FieldItems fields={profileFields} />
        <Space>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="profile-save">
            Lưu
          </Button>
          <Button onClick={() => navigate('/admin/profile')}>Hủy</Button>
        </Space>
      </Form>
    );
  }
  return <PageSection title="Cập nhật thông tin cá nhân">{content}</PageSection>;
}
