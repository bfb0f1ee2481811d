import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, InputNumber, Skeleton, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { LatLng } from '@console/shared/field-kinds/location';

export const LocationMap = lazy(() => import('./location-map'));

interface LocationInputProps {
  id?: string;
  value?: LatLng | null;
  onChange?: (value: LatLng | null) => void;
  disabled?: boolean;
}

/** latitude and longitude typed in, or picked on the map (opened on demand: Leaflet is not downloaded otherwise) */
export function LocationInput({ id, value, onChange, disabled }: LocationInputProps) {
  const [mapOpen, setMapOpen] = useState(false);
  const set = (part: keyof LatLng, degrees: number | null) => {
    const next = { lat: value?.lat ?? null, lng: value?.lng ?? null, [part]: degrees };
    onChange?.(next.lat === null && next.lng === null ? null : (next as LatLng));
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <InputNumber<number>
          id={id}
          placeholder="Vĩ độ"
          aria-label="Vĩ độ"
          // six decimals and the integer part: wide enough for 104.847778
          style={{ width: 160 }}
          min={-90}
          max={90}
          step={0.000001}
          value={value?.lat ?? null}
          onChange={(degrees) => set('lat', degrees)}
          disabled={disabled}
          data-testid="location-lat"
        />
        <InputNumber<number>
          placeholder="Kinh độ"
          aria-label="Kinh độ"
          style={{ width: 160 }}
          min={-180}
          max={180}
          step={0.000001}
          value={value?.lng ?? null}
          onChange={(degrees) => set('lng', degrees)}
          disabled={disabled}
          data-testid="location-lng"
        />
        <Button icon={<EnvironmentOutlined />} onClick={() => setMapOpen((open) => !open)} disabled={disabled}>
          {mapOpen ? 'Đóng bản đồ' : 'Chọn trên bản đồ'}
        </Button>
      </Space>
      {mapOpen && (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
          <LocationMap value={value ?? null} onPick={(point) => onChange?.(point)} />
        </Suspense>
      )}
    </Space>
  );
}
