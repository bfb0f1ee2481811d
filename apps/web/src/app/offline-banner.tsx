import { NETWORK_ERROR_MESSAGE } from '../lib/api-client';
import { useOffline } from '../lib/connectivity';
import './plain-screens.css';

/** on every page while the connection is gone, until it is back (lib/connectivity.ts); plain elements, no antd */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <div className="offline-banner" role="alert" data-testid="offline-banner">
      <span className="offline-banner-dot" aria-hidden="true" />
      {NETWORK_ERROR_MESSAGE}. Các thay đổi chưa được lưu; dữ liệu sẽ tự tải lại khi có mạng.
    </div>
  );
}
