import 'leaflet/dist/leaflet.css';
import type { LatLng } from '@console/shared/field-kinds/location';
import type { LatLngBoundsExpression } from 'leaflet';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMapEvents } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '../../../lib/map-tiles';

// Leaflet, loaded only when the locations' screen draws. Works offline: without tiles the points and the clicks stay.
export interface MappedLocation {
  id: number;
  name: string;
  location: LatLng | null;
}

interface Props {
  locations: readonly MappedLocation[];
  onOpen: (id: number) => void;
  /** a click on the map away from the points (creating a location there) */
  onPick?: (point: LatLng) => void;
  height: number;
}

/** up to this many points carry their names on the map; more would cover it */
const LABELLED_POINTS = 25;
// six decimals: about 10 cm, more than a phone's GPS knows
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
// the middle of Vietnam's north, where a map without points opens
const DEFAULT_CENTER: [number, number] = [21.03, 105.85];

function ClickToPick({ onPick }: { onPick: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPick({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }) });
  return null;
}

export default function LocationsMap({ locations, onOpen, onPick, height }: Props) {
  const placed = locations.filter((row) => row.location);
  const bounds: LatLngBoundsExpression | undefined = placed.length
    ? placed.map((row) => [row.location!.lat, row.location!.lng])
    : undefined;
  return (
    <div data-testid="camera-locations-map">
      <MapContainer
        {...(bounds
          ? { bounds, boundsOptions: { padding: [32, 32], maxZoom: 16 } }
          : { center: DEFAULT_CENTER, zoom: 8 })}
        style={{ height, width: '100%', background: '#eef0f2', cursor: onPick ? 'crosshair' : undefined }}
      >
        <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} />
        {placed.map((row) => (
          <CircleMarker
            key={row.id}
            center={[row.location!.lat, row.location!.lng]}
            radius={10}
            // a click on a point opens it, and is not also a click on the map
            pathOptions={{ color: '#1677ff', fillOpacity: 0.75, weight: 2, bubblingMouseEvents: false }}
            eventHandlers={{ click: () => onOpen(row.id) }}
          >
            {/* named on the map itself while few: offline there are no tiles to find one's way by */}
            <Tooltip permanent={placed.length <= LABELLED_POINTS} direction="top" offset={[0, -8]}>
              {row.name}
            </Tooltip>
          </CircleMarker>
        ))}
        {onPick && <ClickToPick onPick={onPick} />}
      </MapContainer>
    </div>
  );
}
