import { Button, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ZChangePasswordBody } from '@console/shared/forms/account';
import { changePasswordFields } from '@console/shared/forms/account-fields';
import { reportMutation } from '../../../lib/envelope-mutation';
import { checkValues } from '../../../lib/forms/check-values';
import { FieldItems } from '../../../lib/forms/field-items';
import { PASSWORD_MISMATCH_MESSAGE, passwordsMatch } from '../../../lib/forms/password-confirmation';
import { PageSection } from '../../../lib/page-section';
import { showValidationError } from '../../../lib/result-helper';
import { useChangePassword } from '../api/change-password';

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const mutation = useChangePassword();

  const submit = async (values: Record<string, unknown>) => {
    const check = checkValues(ZChangePasswordBody, values);
    if (!check.ok) return showValidationError(check.message);
    if (!passwordsMatch(values)) return showValidationError(PASSWORD_MISMATCH_MESSAGE);
    await reportMutation(mutation.mutateAsync(check.data), { done: () => navigate('/admin/profile') });
  };

  return (
    <PageSection title="Đổi mật khẩu">
      <Form name="change-password" layout="vertical" style={{ maxWidth: 480 }} onFinish={submit}>
        <FieldItems fields={changePasswordFields} />
        <Space>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="change-password-save">
            Lưu
          </Button>
          <Button onClick={() => navigate('/admin/profile')}>Hủy</Button>
        </Space>
      </Form>
    </PageSection>
  );
}
