import type { Subject } from '../domain/permissions-catalog.ts';

/**
 * The areas the tourism map shows (issue 15): their API names, who may see them (the area's subject, action list),
 * the map's legend and the field holding a row's type. Only approved rows that carry a place are markers.
 */
export const TRAVEL_MAP_AREAS = [
  {
    name: 'tourist-attractions',
    subject: 'travel_attraction',
    label: 'Điểm du lịch',
    color: '#cf1322',
    typeField: 'category',
  },
  {
    name: 'travel-accommodations',
    subject: 'travel_accommodation',
    label: 'Lưu trú',
    color: '#1677ff',
    typeField: 'kind',
  },
  { name: 'travel-cuisines', subject: 'travel_cuisine', label: 'Ẩm thực', color: '#fa8c16', typeField: 'kind' },
  {
    name: 'travel-transports',
    subject: 'travel_move_or_transport',
    label: 'Di chuyển',
    color: '#531dab',
    typeField: 'kind',
  },
  {
    name: 'travel-local-specialties',
    subject: 'travel_local_specialty',
    label: 'Đặc sản',
    color: '#389e0d',
    typeField: 'kind',
  },
] as const satisfies readonly { name: string; subject: Subject; label: string; color: string; typeField: string }[];

export type TravelMapArea = (typeof TRAVEL_MAP_AREAS)[number]['name'];
export const TRAVEL_MAP_AREA_NAMES = TRAVEL_MAP_AREAS.map((area) => area.name) as TravelMapArea[];

/** the most markers one answer carries: a ward has tens, a province a few thousand at most */
export const MAX_TRAVEL_MARKERS = 2_000;

export interface TravelMarker {
  area: TravelMapArea;
  id: number;
  name: string;
  /** the row's type: an attraction's category, a service's kind (the value; the definitions hold the labels) */
  type: string;
  lat: number;
  lng: number;
  ward_id: number;
  ward_name: string | null;
}

export interface TravelMap {
  markers: TravelMarker[];
  /** more approved places than MAX_TRAVEL_MARKERS: the newest are shown */
  truncated: boolean;
}
