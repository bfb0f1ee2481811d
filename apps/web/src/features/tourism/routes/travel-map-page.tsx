import { Alert, Checkbox, Empty, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { TRAVEL_MAP_AREAS, type TravelMapArea, type TravelMarker } from '@console/shared/tourism/travel-map';
import { resourcePaths } from '../../../crud/resource-paths';
import { PageSection } from '../../../lib/page-section';
import { resourceNamed } from '../../../lib/resources';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useIsPhone } from '../../../lib/use-viewport';
import { canChooseWard } from '../../../lib/wards/ward-access';
import { WardSelect } from '../../../lib/wards/ward-select';
import { useTravelMap } from '../api/travel-map';

const TravelMarkersMap = lazy(() => import('../components/travel-markers-map'));

const AREA_OF = new Map(TRAVEL_MAP_AREAS.map((area) => [area.name, area]));

/** an attraction's category or a service's kind, as its definition labels it */
function typeLabel(marker: TravelMarker): string {
  const area = AREA_OF.get(marker.area)!;
  const options = resourceNamed(area.name)?.fields[area.typeField]?.options ?? [];
  return options.find((option) => option.value === marker.type)?.label ?? marker.type;
}

const describe = (marker: TravelMarker) => `${marker.name} · ${AREA_OF.get(marker.area)!.label} · ${typeLabel(marker)}`;
const colorOf = (marker: TravelMarker) => AREA_OF.get(marker.area)!.color;

/** issue 15: the approved places visitors find, on one map, by layer — each opens its detail screen */
export default function TravelMapPage() {
  const ability = useAppAbility();
  const user = useSessionUser();
  const navigate = useNavigate();
  const phone = useIsPhone();
  // the layers this officer may list (each area's own permission); all of them to begin with
  const allowed = TRAVEL_MAP_AREAS.filter((area) => ability.can('list', area.subject)).map((area) => area.name);
  const [areas, setAreas] = useState<TravelMapArea[]>(allowed);
  const [wardId, setWardId] = useState<number | null>(null);
  // an officer of one ward is not told its name on every row
  const choosesWard = canChooseWard(ability, user);
  const map = useTravelMap({ areas, ward_id: wardId ?? undefined });
  const markers = map.data?.markers ?? [];
  const open = (marker: TravelMarker) => {
    const resource = resourceNamed(marker.area);
    if (resource) navigate(resourcePaths(resource).detail(marker.id));
  };

  return (
    <PageSection title="Bản đồ du lịch">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Checkbox.Group
          value={areas}
          onChange={(value) => setAreas(value as TravelMapArea[])}
          data-testid="travel-map-layers"
          options={TRAVEL_MAP_AREAS.filter((area) => allowed.includes(area.name)).map((area) => ({
            value: area.name,
            label: (
              <Space size={4}>
                <span
                  aria-hidden
                  style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: area.color }}
                />
                {area.label}
              </Space>
            ),
          }))}
        />
        {choosesWard && (
          <WardSelect
            value={wardId}
            onChange={setWardId}
            allowClear
            placeholder="Tất cả xã/phường"
            style={{ minWidth: 220, maxWidth: '100%' }}
            data-testid="travel-map-ward"
          />
        )}
      </Flex>
      {map.data?.truncated && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="Có quá nhiều địa điểm: bản đồ hiện những địa điểm mới nhất. Chọn một xã/phường để xem đủ."
        />
      )}
      {map.isPending && areas.length > 0 ? (
        <Skeleton active />
      ) : markers.length === 0 ? (
        <Empty description="Chưa có địa điểm nào đã phê duyệt và có vị trí trên bản đồ" />
      ) : (
        <>
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 360 }} />}>
            <TravelMarkersMap
              markers={markers}
              colorOf={colorOf}
              describe={describe}
              onOpen={open}
              height={phone ? 320 : 460}
            />
          </Suspense>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {markers.length} địa điểm
          </Typography.Title>
          <List
            size="small"
            data-testid="travel-map-list"
            dataSource={markers}
            renderItem={(marker) => (
              <List.Item key={`${marker.area}:${marker.id}`}>
                <Typography.Link onClick={() => open(marker)}>{marker.name}</Typography.Link>
                <Space size={4} wrap>
                  <Tag color={colorOf(marker)}>{AREA_OF.get(marker.area)!.label}</Tag>
                  <Typography.Text type="secondary">{typeLabel(marker)}</Typography.Text>
                  {choosesWard && marker.ward_name && (
                    <Typography.Text type="secondary">· {marker.ward_name}</Typography.Text>
                  )}
                </Space>
              </List.Item>
            )}
          />
        </>
      )}
    </PageSection>
  );
}
