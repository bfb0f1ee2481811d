import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';

export type ErrorKind = '404' | '403' | '500' | 'maintenance';

const PAGES: Record<ErrorKind, { title: string; subTitle: string }> = {
  '404': { title: 'Không tìm thấy trang', subTitle: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.' },
  '403': {
    title: 'Bạn không có quyền truy cập trang này',
    subTitle: 'Vui lòng liên hệ quản trị viên nếu bạn cần quyền này.',
  },
  '500': { title: 'Đã có lỗi xảy ra', subTitle: 'Hệ thống gặp sự cố. Vui lòng thử lại sau ít phút.' },
  maintenance: {
    title: 'Hệ thống đang bảo trì hoặc chức năng chưa có',
    subTitle: 'Vui lòng quay lại sau hoặc chọn chức năng khác.',
  },
};

const CENTERED = { minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const navigate = useNavigate();
  const page = PAGES[kind];
  usePageTitle(page.title);
  return (
    <div data-testid={`error-page-${kind}`} style={CENTERED}>
      <Result
        status={kind === 'maintenance' ? 'warning' : kind}
        icon={kind === 'maintenance' ? <ToolOutlined style={{ color: '#faad14' }} /> : undefined}
        title={page.title}
        subTitle={page.subTitle}
        extra={
          <Button type="primary" onClick={() => navigate('/admin/home')} data-testid="error-home">
            Về trang chủ
          </Button>
        }
      />
    </div>
  );
}

export const NotFoundPage = () => <ErrorPage kind="404" />;
export const ForbiddenPage = () => <ErrorPage kind="403" />;
export const ServerErrorPage = () => <ErrorPage kind="500" />;
export const MaintenancePage = () => <ErrorPage kind="maintenance" />;
