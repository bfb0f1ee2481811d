import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { NetworkError } from '../lib/api-client';
import { isChunkLoadError } from '../lib/chunk-load';
import './plain-screens.css';

export const CHUNK_ERROR_TITLE = 'Không tải được màn hình. Vui lòng kiểm tra kết nối và thử lại.';

/**
 * errorElement of every route: a screen whose code did not arrive gets a retry, anything else a generic message.
 * It is part of the first download and must work when antd itself failed to arrive, so it is drawn with plain
 * elements and the styles in plain-screens.css.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unreachable = isChunkLoadError(error) || error instanceof NetworkError;
  if (!notFound && !unreachable) console.error(error);

  const title = notFound ? 'Không tìm thấy trang' : unreachable ? CHUNK_ERROR_TITLE : 'Đã có lỗi xảy ra';
  const hint = unreachable || notFound ? null : 'Vui lòng tải lại trang. Nếu lỗi vẫn còn, hãy liên hệ quản trị viên.';
  const warning = unreachable || notFound;

  return (
    <div role="alert" className="plain-error" data-testid={unreachable ? 'chunk-load-error' : 'route-error'}>
      <span className={warning ? 'plain-error-icon is-warning' : 'plain-error-icon is-error'} aria-hidden="true">
        {warning ? '!' : '×'}
      </span>
      <div className="plain-error-title">{title}</div>
      {hint && <div className="plain-error-hint">{hint}</div>}
      {notFound ? (
        <button type="button" className="plain-button is-primary" onClick={() => navigate('/admin/home')}>
          Về trang chủ
        </button>
      ) : (
        <button
          type="button"
          className="plain-button is-primary"
          onClick={() => window.location.reload()}
          data-testid="reload"
        >
          Thử lại
        </button>
      )}
    </div>
  );
}
