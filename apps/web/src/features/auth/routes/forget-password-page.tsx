import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { validateFields } from '@console/shared/validation/validate-fields';
import { unlessRefused } from '../../../lib/envelope-mutation';
import { showValidationError } from '../../../lib/result-helper';
import { AuthCard } from '../components/auth-card';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { resetRequestFields } from '@console/shared/forms/account-fields';

export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const mutation = useRequestPasswordReset();

  const submit = async (values: { email?: string }) => {
    const email = values.email?.trim() ?? '';
    const invalid = validateFields(resetRequestFields, { email });
    if (invalid) return showValidationError(invalid);
    const response = await unlessRefused(mutation.mutateAsync({ email }));
    if (response) navigate('/auth/check-email', { state: { email } });
  };

  return (
    <AuthCard title="Quên mật khẩu">
      <Typography.Paragraph type="secondary">
        Nhập email đã đăng ký, hệ thống sẽ gửi đường dẫn đặt lại mật khẩu vào hộp thư của bạn.
      </Typography.Paragraph>
      <Form name="forget-password" layout="vertical" onFinish={submit}>
        <Form.Item label="Email" name="email" required>
          <Input prefix={<MailOutlined />} inputMode="email" autoComplete="email" autoFocus size="large" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          data-testid="forget-password-submit"
        >
          Gửi yêu cầu
        </Button>
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Link to="/auth/login">Quay lại đăng nhập</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
