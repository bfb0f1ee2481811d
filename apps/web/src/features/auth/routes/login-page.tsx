import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { loginFields } from '@console/shared/forms/account-fields';
import { validateFields } from '@console/shared/validation/validate-fields';
import { unlessUnanswered } from '../../../lib/api-client';
import { AuthCard } from '../components/auth-card';
import { useLogin, type LoginBody } from '../api/login';

// the zod-free generic validator (spec §5): the first screen should not download zod

export default function LoginPage() {
  const [form] = Form.useForm<LoginBody>();
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: LoginBody) => {
    setError(null);
    const invalid = validateFields(loginFields, { ...values });
    if (invalid) {
      setError(invalid);
      return;
    }
    const response = await unlessUnanswered(
      loginMutation.mutateAsync({ username: values.username.trim(), password: values.password }),
    );
    if (!response) return;
    if (response.code === SUCCESS_CODE) navigate('/admin/home', { replace: true });
    else setError(response.message || 'Đăng nhập không thành công');
  };

  return (
    <AuthCard title="Đăng nhập">
      <Form form={form} name="login" layout="vertical" onFinish={submit} requiredMark={false} data-testid="login-form">
        <Form.Item label="Tên đăng nhập" name="username">
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item label="Mật khẩu" name="password">
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
        </Form.Item>
        {error && (
          <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" data-testid="login-error" />
        )}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={loginMutation.isPending}
          data-testid="login-submit"
        >
          Đăng nhập
        </Button>
        <div style={{ textAlign: 'right', marginTop: 12 }}>
          <Link to="/auth/forget-password" data-testid="forget-password-link">
            Quên mật khẩu?
          </Link>
        </div>
      </Form>
    </AuthCard>
  );
}
