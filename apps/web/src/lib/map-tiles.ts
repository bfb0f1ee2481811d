// the tiles' address is configurable (a province may run its own tile server, VITE_MAP_TILE_URL at build time);
// without tiles — offline, or a blocked server — every map stays a grey plane whose markers and clicks still work
export const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; OpenStreetMap';
