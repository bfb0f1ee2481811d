import { Badge, Card, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useCameraStream } from '../api/camera-streams';
import { LinkButton } from '../../../lib/link-button';
import './camera-wall.css';

const HlsPlayer = lazy(() => import('./hls-player'));

export interface TileCamera {
  id: number;
  name: string;
  is_active: boolean;
  location_name?: string | null;
}

type Badged = { status: 'success' | 'processing' | 'error' | 'default' | 'warning'; text: string };

/**
 * One camera on the wall: its live picture while `active` (the page shown), a badge of its state, and the reason in
 * words when it does not play — a switched-off camera, one that does not answer, the platform's limit reached.
 */
export function CameraTile({
  camera,
  active,
  detailPath,
}: {
  camera: TileCamera;
  active: boolean;
  /** the camera's page (none when the tile is on it) */
  detailPath?: string;
}) {
  const view = useCameraStream(camera.id, active && camera.is_active);
  const [playingUrl, setPlayingUrl] = useState<string | null>(null);
  // what the browser itself could not play (the server's side may be fine)
  const [trouble, setTrouble] = useState<string | null>(null);
  const playing = view.url !== undefined && playingUrl === view.url && view.status !== 'failed' && !trouble;
  const badge: Badged = !camera.is_active
    ? { status: 'default', text: 'Đã tắt' }
    : playing
      ? { status: 'success', text: 'Đang phát' }
      : view.status === 'failed'
        ? { status: 'error', text: 'Mất tín hiệu' }
        : view.status === 'refused' || trouble
          ? { status: 'warning', text: 'Chưa xem được' }
          : { status: 'processing', text: 'Đang kết nối' };
  const message = !camera.is_active
    ? 'Camera đang tắt'
    : view.status === 'failed' || view.status === 'refused'
      ? view.message
      : trouble
        ? trouble
        : playing
          ? null
          : 'Đang kết nối camera…';
  const showPlayer = camera.is_active && view.url && (view.status === 'live' || view.status === 'starting');

  return (
    <Card
      size="small"
      data-testid={`camera-tile-${camera.id}`}
      data-state={badge.text}
      title={
        <div className="camera-tile-title" title={camera.name}>
          {camera.name}
        </div>
      }
      extra={
        detailPath && (
          <LinkButton to={detailPath} size="small" type="link">
            Chi tiết
          </LinkButton>
        )
      }
      styles={{ body: { padding: 0 } }}
    >
      <div className="camera-tile-screen">
        {showPlayer && (
          <Suspense fallback={null}>
            <HlsPlayer
              url={view.url!}
              title={camera.name}
              onPlaying={() => setPlayingUrl(view.url!)}
              onTrouble={setTrouble}
            />
          </Suspense>
        )}
        {message && (
          <div className="camera-tile-message" data-testid="camera-tile-message">
            {!trouble && (view.status === 'starting' || view.status === 'live') ? <Spin size="small" /> : null}
            <span style={{ marginLeft: 8 }}>{message}</span>
          </div>
        )}
      </div>
      <div style={{ padding: '6px 12px', display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Typography.Text type="secondary" ellipsis style={{ minWidth: 0 }}>
          {camera.location_name ?? ''}
        </Typography.Text>
        <Badge status={badge.status} text={badge.text} data-testid="camera-badge" />
      </div>
    </Card>
  );
}
