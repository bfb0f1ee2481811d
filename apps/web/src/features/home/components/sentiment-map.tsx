import 'leaflet/dist/leaflet.css';
import type { LatLngBoundsExpression } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { MapCell } from '@console/shared/home-statistics';
import { formatCount } from '../../../lib/chart-format';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../lib/map-tiles';

/** red where items are overdue, orange where some are still open, green where all were handled */
const colorOf = (cell: MapCell) => (cell.overdue ? '#f5222d' : cell.open ? '#fa8c16' : '#52c41a');
/** a circle's area grows with its count, within what stays readable on a phone */
const radiusOf = (count: number) => Math.min(28, 6 + Math.sqrt(count) * 3);

/** the period's feedback per ~1 km cell, fitted to where it is */
export default function SentimentMap({ cells, height }: { cells: readonly MapCell[]; height: number }) {
  const bounds: LatLngBoundsExpression = cells.map((cell) => [cell.lat, cell.lng]);
  return (
    // MapContainer keeps no data-* attribute of its own
    <div data-testid="home-map">
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [24, 24], maxZoom: 14 }}
        style={{ height, width: '100%', background: '#eef0f2' }}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        {cells.map((cell) => (
          <CircleMarker
            key={`${cell.lat}:${cell.lng}`}
            center={[cell.lat, cell.lng]}
            radius={radiusOf(cell.count)}
            pathOptions={{ color: colorOf(cell), fillOpacity: 0.5, weight: 1 }}
          >
            <Tooltip>
              {formatCount(cell.count)} phản ánh · {formatCount(cell.open)} đang mở · {formatCount(cell.overdue)} quá
              hạn
            </Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
}
