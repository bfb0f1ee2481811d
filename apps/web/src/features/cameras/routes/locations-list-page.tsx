import type { Resource } from '@console/shared/resources/define-resource';
import type { CameraLocationListRow } from '@console/shared/resources/resource-row-types';
import { Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useResourceList } from '../../../crud/api/list-resource';
import { ResourceList } from '../../../crud/resource-list';
import { resourcePaths } from '../../../crud/resource-paths';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useIsPhone } from '../../../lib/use-viewport';
import { locationCreatePath } from '../camera-paths';

const LocationsMap = lazy(() => import('../components/locations-map'));

/**
 * Spec §2 cameras/locations: the points on a map above the engine's list. A click on a point opens it; a click
 * elsewhere opens `create/{lat}/{lng}` with the point filled in, for those who may add locations.
 */
export function CameraLocationsListPage({ resource }: { resource: Resource }) {
  const navigate = useNavigate();
  const phone = useIsPhone();
  const canCreate = useAppAbility().can('create', resource.subject);
  const mapped = useResourceList<CameraLocationListRow>(resource.name, {
    page: 1,
    length: 500,
    filters: {},
  });
  const rows = (mapped.data?.data?.entries ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    location: row.location ?? null,
  }));
  return (
    <>
      <Card size="small" title="Bản đồ vị trí camera" style={{ marginBottom: 16 }}>
        {canCreate && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            Bấm vào một điểm để xem; bấm vào chỗ trống trên bản đồ để thêm vị trí camera tại đó.
          </Typography.Paragraph>
        )}
        {mapped.isPending ? (
          <Skeleton.Node active style={{ width: '100%', height: phone ? 260 : 380 }} />
        ) : (
          <Suspense fallback={<Skeleton active />}>
            <LocationsMap
              height={phone ? 260 : 380}
              locations={rows}
              onOpen={(id) => navigate(resourcePaths(resource).detail(id))}
              onPick={canCreate ? (point) => navigate(locationCreatePath(point.lat, point.lng)) : undefined}
            />
          </Suspense>
        )}
      </Card>
      <ResourceList resource={resource} />
    </>
  );
}
