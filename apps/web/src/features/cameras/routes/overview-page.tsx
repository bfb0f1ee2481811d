import { cameras, cameraLocations } from '@console/shared/resources/cameras';
import type { CameraListRow, CameraLocationListRow } from '@console/shared/resources/resource-row-types';
import { Empty, Pagination, Segmented, Select, Skeleton, Space } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useResourceList } from '../../../crud/api/list-resource';
import { resourcePaths } from '../../../crud/resource-paths';
import { PageSection } from '../../../lib/page-section';
import { useIsPhone } from '../../../lib/use-viewport';
import { usePageVisible } from '../api/camera-streams';
import { CameraTile } from '../components/camera-tile';

const LAYOUTS = [
  { label: '2×2', value: 2 },
  { label: '3×3', value: 3 },
];

/**
 * Spec §2 cameras/overview (issue 18): a wall of the officer's cameras that are switched on, live, 4 or 9 at a time.
 * Every tile renews its lease while the page is shown and ends it when the page is left or hidden, so a forgotten tab
 * or a locked phone keeps no camera streaming. A phone shows the tiles one under the other, four at most.
 */
export default function CameraOverviewPage() {
  const phone = useIsPhone();
  const [columns, setColumns] = useState(2);
  const [page, setPage] = useState(1);
  const [locationId, setLocationId] = useState<number | undefined>();
  const visible = usePageVisible();
  const perPage = phone ? 4 : columns * columns;
  const list = useResourceList<CameraListRow>(cameras.name, {
    page,
    length: perPage,
    sort: 'name',
    order: 'asc',
    filters: { is_active: true, location_id: locationId },
  });
  const locations = useResourceList<CameraLocationListRow>(cameraLocations.name, {
    page: 1,
    length: 200,
    sort: 'name',
    order: 'asc',
    filters: {},
  });
  const rows = list.data?.data?.entries ?? [];
  const total = list.data?.data?.total ?? 0;
  const paths = resourcePaths(cameras);

  return (
    <PageSection
      title="Tổng quan camera"
      extra={
        !phone && (
          <Segmented
            options={LAYOUTS}
            value={columns}
            onChange={(value) => {
              setColumns(Number(value));
              setPage(1);
            }}
            data-testid="camera-layout"
          />
        )
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Tất cả vị trí"
          aria-label="Vị trí"
          style={{ width: phone ? 300 : 280, maxWidth: '100%' }}
          value={locationId}
          onChange={(value?: number) => {
            setLocationId(value);
            setPage(1);
          }}
          options={(locations.data?.data?.entries ?? []).map((row) => ({ value: row.id, label: row.name }))}
          data-testid="camera-location-filter"
        />
      </Space>
      {list.isPending ? (
        <Skeleton active />
      ) : rows.length === 0 ? (
        <Empty description="Chưa có camera nào đang hoạt động" />
      ) : (
        <div className="camera-wall" style={{ '--camera-columns': columns } as CSSProperties} data-testid="camera-wall">
          {rows.map((camera) => (
            <CameraTile key={camera.id} camera={camera} active={visible} detailPath={paths.detail(camera.id)} />
          ))}
        </div>
      )}
      {total > perPage && (
        <Pagination
          style={{ marginTop: 12, textAlign: 'center' }}
          simple
          current={page}
          pageSize={perPage}
          total={total}
          onChange={setPage}
        />
      )}
    </PageSection>
  );
}
