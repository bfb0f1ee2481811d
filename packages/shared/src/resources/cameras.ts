import { defineResource, updateToggle } from './define-resource.ts';

// Cameras of a ward (issue 18, spec §1 cameras and camera locations, §2 cameras managements/locations/overview, §6
// subjects camera_rtsp and camera_location, §7 Cameras). Locations and cameras are plain areas; watching a camera (the
// stream lifecycle get / renew / exit and the HLS it serves) is a module of its own (apps/api/src/modules/cameras).

const CAMERAS = '/admin/cameras';

export const CAMERA_KINDS = [
  { value: 'fixed', label: 'Cố định' },
  { value: 'ptz', label: 'PTZ (xoay, thu phóng)' },
] as const;

/** what the last attempt to watch a camera found: the server writes it, the overview shows it as a badge */
export const CAMERA_SIGNALS = [
  { value: 'unknown', label: 'Chưa kiểm tra' },
  { value: 'online', label: 'Có tín hiệu' },
  { value: 'offline', label: 'Mất tín hiệu' },
] as const;

export const cameraLocations = defineResource({
  name: 'camera-locations',
  path: `${CAMERAS}/locations`,
  editPath: `${CAMERAS}/locations/update/{id}`,
  subject: 'camera_location',
  label: 'vị trí camera',
  menu: { order: 2, icon: 'environment', group: 'cameras' },
  scope: 'ward',
  rowLinks: [{ key: 'cameras', label: 'Camera', path: `${CAMERAS}/managements?location_id={id}`, action: 'list' }],
  fields: {
    name: { label: 'Tên vị trí', kind: 'text', required: true, max: 200 },
    address: { label: 'Địa chỉ', kind: 'text', max: 300 },
    location: { label: 'Vị trí trên bản đồ', kind: 'location', required: true },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    village_id: { label: 'Thôn/xóm', kind: 'village' },
    note: { label: 'Ghi chú', kind: 'textarea', max: 1_000 },
  },
  list: {
    columns: ['name', 'address', 'ward_id', 'village_id'],
    search: ['name', 'address'],
    filters: ['ward_id'],
    sortable: ['name', 'created_at'],
  },
});

export const cameras = defineResource({
  name: 'cameras',
  path: `${CAMERAS}/managements`,
  editPath: `${CAMERAS}/managements/update/{id}`,
  subject: 'camera_rtsp',
  label: 'camera',
  menu: { order: 1, icon: 'video', group: 'cameras' },
  scope: 'ward',
  fields: {
    name: { label: 'Tên camera', kind: 'text', required: true, max: 200 },
    location_id: { label: 'Vị trí', kind: 'reference', to: 'camera-locations', required: true, sameWard: true },
    stream_url: {
      label: 'Đường dẫn luồng',
      kind: 'secret',
      format: 'stream',
      required: true,
      help: 'rtsp://tài-khoản:mật-khẩu@địa-chỉ:554/… hoặc http(s)://…; mật khẩu được mã hoá và không hiển thị lại — giữ *** để không đổi mật khẩu',
    },
    kind: { label: 'Loại camera', kind: 'select', required: true, options: CAMERA_KINDS, default: 'fixed' },
    ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
    recording_note: {
      label: 'Ghi hình',
      kind: 'textarea',
      max: 1_000,
      help: 'Nơi lưu và thời gian lưu, ví dụ: đầu ghi tại UBND xã, lưu 30 ngày',
    },
    is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
    signal: { label: 'Tín hiệu', kind: 'select', options: CAMERA_SIGNALS, serverOwned: true, default: 'unknown' },
    signal_at: { label: 'Kiểm tra lúc', kind: 'datetime', serverOwned: true },
  },
  list: {
    columns: ['name', 'location_id', 'ward_id', 'kind', 'signal', 'is_active'],
    search: ['name'],
    filters: ['location_id', 'ward_id', 'kind', 'signal', 'is_active'],
    sortable: ['name', 'signal_at', 'created_at'],
  },
  toggles: {
    // spec §7: PATCH status/{id}; the PATCH /api/admin/cameras/{id}/status
    is_active: updateToggle('status', 'Hoạt động', {
      question: { on: 'Bật camera này?', off: 'Tắt camera này? Không ai xem được camera cho đến khi bật lại.' },
    }),
  },
});
