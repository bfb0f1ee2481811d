import { PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { Resource } from '@console/shared/resources/define-resource';
import type { CameraRow } from '@console/shared/resources/resource-row-types';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useResourceEntry } from '../../../crud/api/get-resource';
import { ResourceDetail } from '../../../crud/resource-detail';
import { useAppAbility } from '../../../lib/use-app-ability';
import { usePageVisible } from '../api/camera-streams';
import { CameraTile } from '../components/camera-tile';

/** a camera: the engine's detail, and its live picture on demand (a slow link pays for video only when asked) */
export function CameraDetailPage({ resource }: { resource: Resource }) {
  const { id = '' } = useParams();
  const [watching, setWatching] = useState(false);
  const visible = usePageVisible();
  const canWatch = useAppAbility().can('read', resource.subject);
  const camera = useResourceEntry<CameraRow>(resource.name, id).data?.data?.entry;
  return (
    <ResourceDetail
      resource={resource}
      below={
        canWatch &&
        camera && (
          <Card
            title="Xem trực tiếp"
            size="small"
            style={{ marginTop: 16, maxWidth: 760 }}
            extra={
              <Button
                icon={watching ? <StopOutlined /> : <PlayCircleOutlined />}
                onClick={() => setWatching(!watching)}
                disabled={!camera.is_active}
                data-testid="camera-watch"
              >
                {watching ? 'Dừng xem' : 'Xem trực tiếp'}
              </Button>
            }
          >
            {watching ? (
              <CameraTile camera={camera} active={visible} />
            ) : camera.is_active ? (
              'Bấm "Xem trực tiếp" để mở hình ảnh của camera.'
            ) : (
              'Camera đang tắt.'
            )}
          </Card>
        )
      }
    />
  );
}
