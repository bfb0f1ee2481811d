import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@console/shared/field-kinds/location';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '../map-tiles';

// the middle of Vietnam's north, where a map without a point opens
const DEFAULT_CENTER: LatLng = { lat: 21.03, lng: 105.85 };

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }) });
  return null;
}

// six decimals: about 10 cm, more than a phone's GPS knows
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

interface LocationMapProps {
  value: LatLng | null;
  onPick?: (point: LatLng) => void;
  height?: number;
}

/** Leaflet, loaded only where a location is shown or picked */
export default function LocationMap({ value, onPick, height = 280 }: LocationMapProps) {
  const center = value ?? DEFAULT_CENTER;
  return (
    // MapContainer passes unknown props to Leaflet as options: the test id goes on a wrapper
    <div data-testid="location-map">
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={value ? 15 : 8}
        style={{ height, width: '100%', background: '#eef0f2' }}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        {value && <CircleMarker center={[value.lat, value.lng]} radius={9} pathOptions={{ color: '#1677ff' }} />}
        {onPick && <ClickToPick onPick={onPick} />}
      </MapContainer>
    </div>
  );
}
