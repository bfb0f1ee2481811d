import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { NetworkError } from '../lib/api-client';
import { isChunkLoadError } from '../lib/chunk-load';

export const CHUNK_ERROR_TITLE = 'Không tải được màn hình. Vui lòng kiểm tra kết nối và thử lại.';

/**
 * errorElement of every route: a screen whose code did not arrive gets a retry, anything else a generic message.
 * It is part of the first download, so it is drawn with plain elements rather than antd Result.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { token } = theme.useToken();

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unreachable = isChunkLoadError(error) || error instanceof NetworkError;
  if (!notFound && !unreachable) console.error(error);

  const title = notFound ? 'Không tìm thấy trang' : unreachable ? CHUNK_ERROR_TITLE : 'Đã có lỗi xảy ra';
  const hint = unreachable || notFound ? null : 'Vui lòng tải lại trang. Nếu lỗi vẫn còn, hãy liên hệ quản trị viên.';
  const Icon = unreachable || notFound ? WarningFilled : CloseCircleFilled;

  return (
    <div
      role="alert"
      data-testid={unreachable ? 'chunk-load-error' : 'route-error'}
      style={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: token.margin,
        padding: token.paddingLG,
        textAlign: 'center',
        fontFamily: token.fontFamily,
      }}
    >
      <Icon style={{ fontSize: 64, color: unreachable || notFound ? token.colorWarning : token.colorError }} />
      <div style={{ fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>{title}</div>
      {hint && <div style={{ color: token.colorTextSecondary }}>{hint}</div>}
      {notFound ? (
        <Button type="primary" onClick={() => navigate('/admin/home')}>
          Về trang chủ
        </Button>
      ) : (
        <Button type="primary" onClick={() => window.location.reload()} data-testid="reload">
          Thử lại
        </Button>
      )}
    </div>
  );
}
