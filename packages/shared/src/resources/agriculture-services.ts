import type { FieldDefs } from '../validation/field-defs.ts';
import { approvalFields } from './approval.ts';
import type { CategoryKind } from './categories.ts';
import { defineResource, updateToggle } from './define-resource.ts';

// Agriculture services 'Dịch vụ nông nghiệp' (spec §1, §2 agriculture-service machine and supplies, §6
// agriculture_service, §7 Agriculture services; issue 19): what a commune's residents and cooperatives offer each
// other — ploughing, harvesting, drone spraying, drying; seed, fertiliser, feed. Offered from the resident app by a
// signed-in resident (or entered by staff for one without a smartphone), approved or refused with a reason by the
// ward's staff, shown to residents once approved. Fields are not in the spec: these are what a farmer looking for a
// harvester or a bag of fertiliser needs to know.

const AGRICULTURE = '/admin/agriculture-service';

export const AGRICULTURE_SERVICE_KINDS = [
  { value: 'machine', label: 'Dịch vụ cơ giới / máy móc' },
  { value: 'supplies', label: 'Vật tư nông nghiệp' },
] as const;
export type AgricultureServiceKind = (typeof AGRICULTURE_SERVICE_KINDS)[number]['value'];

/** the shared category list (categories.ts) each kind chooses its category from */
export const CATEGORY_KIND_OF = {
  machine: 'agriculture_machine',
  supplies: 'agriculture_supplies',
} as const satisfies Record<AgricultureServiceKind, CategoryKind>;

/** what a price is for: a hectare ploughed, a sào harvested, a bag of fertiliser, an hour of a drier… */
export const AGRICULTURE_UNITS = [
  { value: 'ha', label: 'ha' },
  { value: 'sao', label: 'sào' },
  { value: 'kg', label: 'kg' },
  { value: 'bao', label: 'bao' },
  { value: 'tan', label: 'tấn' },
  { value: 'gio', label: 'giờ' },
  { value: 'chuyen', label: 'chuyến' },
  { value: 'lit', label: 'lít' },
  { value: 'con', label: 'con' },
  { value: 'cay', label: 'cây' },
  { value: 'other', label: 'khác' },
] as const;

export const PROVIDER_KINDS = [
  { value: 'resident', label: 'Hộ gia đình, cá nhân' },
  { value: 'cooperative', label: 'Hợp tác xã' },
] as const;

const fields = {
  name: { label: 'Tên dịch vụ', kind: 'text', required: true, max: 200 },
  kind: { label: 'Loại dịch vụ', kind: 'select', required: true, options: AGRICULTURE_SERVICE_KINDS },
  category_id: {
    label: 'Danh mục',
    kind: 'reference',
    to: 'categories',
    required: true,
    matches: { field: 'kind', targetField: 'kind', values: CATEGORY_KIND_OF },
  },
  price: { label: 'Giá (VNĐ)', kind: 'money', required: true },
  unit: { label: 'Đơn vị tính', kind: 'select', required: true, options: AGRICULTURE_UNITS },
  season: { label: 'Mùa vụ', kind: 'text', max: 200, help: 'Ví dụ: Vụ Đông Xuân 2026–2027' },
  service_area_ids: {
    label: 'Địa bàn phục vụ (thôn/xóm)',
    kind: 'references',
    to: 'villages',
    sameWard: true,
    max: 50,
  },
  provider_kind: { label: 'Đơn vị cung cấp', kind: 'select', required: true, options: PROVIDER_KINDS },
  contact_name: { label: 'Người liên hệ', kind: 'text', required: true, max: 150 },
  contact_phone: { label: 'Số điện thoại liên hệ', kind: 'text', format: 'phone', required: true, max: 20 },
  description: { label: 'Mô tả', kind: 'textarea', max: 5_000 },
  photos: { label: 'Hình ảnh', kind: 'attachments', groups: ['image'], maxFiles: 10 },
  ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
  is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
  ...approvalFields(),
} satisfies FieldDefs;

/** what residents read and send: everything but the staff's switch and the review */
const residentFields = [
  'name',
  'kind',
  'category_id',
  'price',
  'unit',
  'season',
  'service_area_ids',
  'provider_kind',
  'contact_name',
  'contact_phone',
  'description',
  'photos',
  'ward_id',
] as const satisfies (keyof typeof fields)[];

/**
 * One API (spec §7: GET list and categories, GET/DELETE/PATCH {id}, POST; the list narrowed by `?kind=`), two screens
 * (spec §2: machine and supplies, each a list and detail/{id}).
 */
export const agricultureServices = defineResource({
  name: 'agriculture-services',
  path: `${AGRICULTURE}/machine`,
  subject: 'agriculture_service',
  label: 'dịch vụ nông nghiệp',
  menu: { order: 94, icon: 'experiment', group: 'agriculture-service' },
  scope: 'ward',
  fields,
  list: {
    // the state first after the name: at 1366 px the staff see which offers wait without scrolling sideways
    columns: ['name', 'approval_status', 'category_id', 'price', 'unit', 'ward_id', 'is_active'],
    search: ['name', 'contact_name', 'contact_phone', 'season'],
    filters: ['kind', 'category_id', 'approval_status', 'provider_kind', 'is_active', 'ward_id'],
    sortable: ['name', 'price', 'created_at'],
  },
  toggles: {
    is_active: updateToggle('change-active', 'Hoạt động', {
      question: { on: 'Hiển thị lại dịch vụ này?', off: 'Tạm ẩn dịch vụ này? Người dân sẽ không còn thấy.' },
    }),
  },
  approval: { action: 'approve', what: 'dịch vụ' },
  views: [
    {
      path: `${AGRICULTURE}/machine`,
      label: 'dịch vụ cơ giới',
      fixed: { field: 'kind', value: 'machine' },
      detailPath: `${AGRICULTURE}/machine/detail/{id}`,
      editPath: `${AGRICULTURE}/machine/update/{id}`,
      menu: { order: 94, icon: 'control', group: 'agriculture-service' },
    },
    {
      path: `${AGRICULTURE}/supplies`,
      label: 'vật tư nông nghiệp',
      fixed: { field: 'kind', value: 'supplies' },
      detailPath: `${AGRICULTURE}/supplies/detail/{id}`,
      editPath: `${AGRICULTURE}/supplies/update/{id}`,
      menu: { order: 95, icon: 'shopping', group: 'agriculture-service' },
    },
  ],
  publicRead: {
    fields: [...residentFields],
    onlyWhen: ['is_active'],
    filters: ['kind', 'category_id', 'provider_kind'],
    search: true,
  },
  publicCreate: {
    fields: [...residentFields],
    message: 'Gửi dịch vụ thành công, vui lòng chờ xã/phường phê duyệt',
    signedIn: { outcome: 'approval_status' },
  },
});
