import type { AreaDemo } from '../seed-area-demos.ts';

// one camera at each demo location (camera-locations.ts seeds four per commune), on the commune's own network: the
// addresses are the usual ones of such recorders, not cameras that exist, so the wall shows them as 'Mất tín hiệu'
const CAMERAS: [name: string, kind: 'fixed' | 'ptz', path: string][] = [
  ['Camera ngã ba trung tâm', 'ptz', 'Streaming/Channels/101'],
  ['Camera cổng chợ', 'fixed', 'Streaming/Channels/201'],
  ['Camera cổng trường', 'fixed', 'cam/realmonitor?channel=1&subtype=0'],
  ['Camera cầu tràn', 'fixed', 'h264/ch1/main/av_stream'],
];

const demo: AreaDemo = ({ wards, idsOf }) => {
  const locations = idsOf('camera-locations');
  return wards.flatMap((ward, n) =>
    CAMERAS.map(([name, kind, path], i) => ({
      name,
      kind,
      location_id: locations[n * CAMERAS.length + i],
      stream_url: `rtsp://admin:Camera${2026 + n}@192.168.${n + 1}.${64 + i}:554/${path}`,
      ward_id: ward.id,
      recording_note: 'Đầu ghi tại UBND xã, lưu 30 ngày',
    })),
  );
};

export default demo;
