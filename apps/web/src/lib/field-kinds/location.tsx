import { Skeleton, Space, Typography } from 'antd';
import { Suspense } from 'react';
import type { LatLng } from '@console/shared/field-kinds/location';
import { LocationInput, LocationMap } from './location-input';
import type { WebKind } from './web-kind';

const pointOf = (value: unknown) =>
  value && typeof value === 'object' && 'lat' in value && 'lng' in value ? (value as LatLng) : null;
const coordinates = (point: LatLng) => `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;

export const location: WebKind = {
  control: () => <LocationInput />,
  cell: (_field, key, row) => {
    const point = pointOf(row[key]);
    return point ? coordinates(point) : '';
  },
  detail: (_field, key, row) => {
    const point = pointOf(row[key]);
    if (!point) return '';
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text copyable>{coordinates(point)}</Typography.Text>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>
          <LocationMap value={point} height={220} />
        </Suspense>
      </Space>
    );
  },
};
