import 'leaflet/dist/leaflet.css';
import type { LatLngBoundsExpression } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { TravelMarker } from '@console/shared/tourism/travel-map';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../lib/map-tiles';

interface Props {
  markers: readonly TravelMarker[];
  colorOf: (marker: TravelMarker) => string;
  describe: (marker: TravelMarker) => string;
  onOpen: (marker: TravelMarker) => void;
  height: number;
}

export default function TravelMarkersMap({ markers, colorOf, describe, onOpen, height }: Props) {
  const bounds: LatLngBoundsExpression = markers.map((marker) => [marker.lat, marker.lng]);
  return (
    <div data-testid="travel-map">
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [24, 24], maxZoom: 15 }}
        style={{ height, width: '100%', background: '#eef0f2' }}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        {markers.map((marker) => (
          <CircleMarker
            key={`${marker.area}:${marker.id}`}
            center={[marker.lat, marker.lng]}
            radius={9}
            pathOptions={{ color: colorOf(marker), fillOpacity: 0.7, weight: 2 }}
            eventHandlers={{ click: () => onOpen(marker) }}
          >
            <Tooltip>{describe(marker)}</Tooltip>
          </CircleMarker>
        ))}
      </MapContainer>
    </div>
  );
}
