import { MailOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../lib/link-button';
import { AuthCard } from '../components/auth-card';

export default function CheckEmailPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard title="Kiểm tra hộp thư">
      <Result
        icon={<MailOutlined style={{ color: '#1677ff' }} />}
        title="Vui lòng kiểm tra hộp thư của bạn"
        subTitle={
          email
            ? `Nếu ${email} đã được đăng ký, một đường dẫn đặt lại mật khẩu vừa được gửi tới địa chỉ này. Hãy kiểm tra cả thư mục thư rác.`
            : 'Nếu email đã được đăng ký, một đường dẫn đặt lại mật khẩu vừa được gửi tới hộp thư. Hãy kiểm tra cả thư mục thư rác.'
        }
        extra={
          <LinkButton to="/auth/login" type="primary">
            Quay lại đăng nhập
          </LinkButton>
        }
      />
    </AuthCard>
  );
}
