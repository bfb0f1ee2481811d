import { Alert, Button, Form, Result, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { ZNewPasswordBody } from '@console/shared/forms/account';
import { newPasswordFields } from '@console/shared/forms/account-fields';
import { reportMutation } from '../../../lib/envelope-mutation';
import { checkValues } from '../../../lib/forms/check-values';
import { FieldItems } from '../../../lib/forms/field-items';
import { PASSWORD_MISMATCH_MESSAGE, passwordsMatch } from '../../../lib/forms/password-confirmation';
import { LinkButton } from '../../../lib/link-button';
import { showValidationError } from '../../../lib/result-helper';
import { AuthCard } from '../components/auth-card';
import { useResetToken } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';

const INVALID_LINK_MESSAGE = 'Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã hết hạn';
// the API accepts a missing repeat; the form asks for it
const FIELDS = {
  ...newPasswordFields,
  password_confirmation: { ...newPasswordFields.password_confirmation, required: true },
};

export default function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const tokenQuery = useResetToken(token);
  const mutation = useResetPassword();

  const submit = async (values: Record<string, unknown>) => {
    const check = checkValues(ZNewPasswordBody, values);
    if (!check.ok) return showValidationError(check.message);
    if (!passwordsMatch(values)) return showValidationError(PASSWORD_MISMATCH_MESSAGE);
    const { password } = check.data;
    const request = mutation.mutateAsync({
      token,
      password,
      password_confirmation: String(values.password_confirmation),
    });
    await reportMutation(request, { done: () => navigate('/auth/login', { replace: true }) });
  };

  if (token && tokenQuery.isPending) {
    return (
      <AuthCard title="Đặt lại mật khẩu">
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      </AuthCard>
    );
  }

  if (!token || tokenQuery.data?.code !== SUCCESS_CODE) {
    return (
      <AuthCard title="Đặt lại mật khẩu">
        <Result
          status="warning"
          title="Liên kết không còn hiệu lực"
          subTitle={tokenQuery.data?.message || INVALID_LINK_MESSAGE}
          extra={[
            <LinkButton key="retry" to="/auth/forget-password" type="primary" data-testid="reset-password-retry">
              Gửi lại yêu cầu
            </LinkButton>,
            <LinkButton key="login" to="/auth/login">
              Quay lại đăng nhập
            </LinkButton>,
          ]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Đặt lại mật khẩu">
      <Alert type="info" showIcon message="Nhập mật khẩu mới cho tài khoản của bạn." style={{ marginBottom: 16 }} />
      <Form name="reset-password" layout="vertical" onFinish={submit}>
        <FieldItems fields={FIELDS} />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          data-testid="reset-password-submit"
        >
          Đặt lại mật khẩu
        </Button>
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Link to="/auth/login">Quay lại đăng nhập</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
