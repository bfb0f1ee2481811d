import type { AreaDemo } from '../seed-area-demos.ts';

// where a commune's cameras hang: the crossroads, the market, the school gate, the bridge (points near each other, as
// in one commune; the ward's own coordinates are not in the units data)
const PLACES: [name: string, address: string, lat: number, lng: number][] = [
  ['Ngã ba trung tâm xã', 'Ngã ba đường liên xã, trước UBND xã', 21.7212, 104.9105],
  ['Chợ xã', 'Cổng chính chợ trung tâm', 21.7231, 104.9131],
  ['Cổng trường tiểu học', 'Trường Tiểu học xã, đường liên thôn', 21.7186, 104.9077],
  ['Cầu tràn suối', 'Cầu tràn qua suối, đầu thôn', 21.7265, 104.9042],
];

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward, n) =>
    PLACES.map(([name, address, lat, lng]) => ({
      name,
      address: `${address}, ${ward.name}`,
      location: { lat: lat + n * 0.05, lng: lng + n * 0.05 },
      ward_id: ward.id,
      note: 'Camera an ninh trật tự do Công an xã phối hợp theo dõi',
    })),
  );

export default demo;
