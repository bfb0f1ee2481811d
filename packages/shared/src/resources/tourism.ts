import type { FieldDefs } from '../validation/field-defs.ts';
import type { Subject } from '../domain/permissions-catalog.ts';
import { defineResource, type ToggleDef } from './define-resource.ts';

// Tourism (spec §1, §2 travel-informations and travel services, §3, §4, §6 travel_* subjects, §7 Tourism). Fields
// are not in the spec: these are what a ward's tourism officer and a visitor need. Everything a visitor sees waits
// for a ward officer's approval (action approve), except the ward's own introduction.

/** the approval switch: the spec has it three ways (body value, value in the path, PATCH {id} with is_approved) */
const approval = (path: string, what: string, mode: ToggleDef['mode'] = 'set'): ToggleDef => ({
  action: 'approve',
  method: 'PATCH',
  path,
  label: 'Phê duyệt',
  question: { on: `Phê duyệt ${what} này?`, off: `Hủy phê duyệt ${what} này? Du khách sẽ không còn thấy.` },
  mode,
  bulk: true,
});

const isApproved = { label: 'Phê duyệt', kind: 'boolean', default: false } as const;
const ward = { label: 'Xã/phường', kind: 'ward', required: true } as const;
const place = {
  address: { label: 'Địa chỉ', kind: 'text', max: 300 },
  location: { label: 'Vị trí trên bản đồ', kind: 'location' },
  map_link: { label: 'Đường dẫn bản đồ', kind: 'text', format: 'map', max: 1_000 },
  phone: { label: 'Số điện thoại liên hệ', kind: 'text', format: 'phone', max: 20 },
} satisfies FieldDefs;

/** the ward's tourism at a glance: one per ward, kept when deleted (spec §3: deleted_at, deleted_by) */
export const travelIntroduce = defineResource({
  name: 'travel-introduce',
  path: '/admin/travel-informations/introduce',
  subject: 'travel_general_introduction',
  label: 'giới thiệu du lịch',
  title: 'title',
  menu: { order: 80, icon: 'compass' },
  scope: 'ward',
  editSegment: 'update',
  onePerWard: true,
  softDelete: true,
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    summary: { label: 'Tóm tắt', kind: 'textarea', max: 1_000 },
    content: { label: 'Nội dung giới thiệu', kind: 'richtext', required: true },
    cover: { label: 'Ảnh bìa', kind: 'image' },
    video_link: { label: 'Video giới thiệu (YouTube)', kind: 'text', format: 'youtube', max: 1_000 },
    hotline: { label: 'Đường dây nóng du lịch', kind: 'text', format: 'phone', max: 20 },
    best_season: { label: 'Mùa du lịch đẹp nhất', kind: 'text', max: 200 },
    ward_id: ward,
  },
  list: {
    columns: ['title', 'cover', 'ward_id', 'hotline'],
    search: ['title'],
    filters: ['ward_id'],
    sortable: ['title', 'created_at', 'updated_at'],
  },
  publicRead: {
    fields: ['title', 'summary', 'content', 'cover', 'video_link', 'hotline', 'best_season', 'ward_id'],
    onlyWhen: [],
  },
});

export const ATTRACTION_CATEGORIES = [
  { value: 'natural', label: 'Cảnh quan thiên nhiên' },
  { value: 'historical', label: 'Di tích lịch sử' },
  { value: 'cultural', label: 'Văn hoá – lễ hội' },
  { value: 'craft_village', label: 'Làng nghề' },
  { value: 'spiritual', label: 'Tâm linh' },
  { value: 'community', label: 'Du lịch cộng đồng' },
] as const;

/** places to visit: approved with is_approved in the body (spec §7: PATCH approval with is_approved) */
export const touristAttractions = defineResource({
  name: 'tourist-attractions',
  path: '/admin/travel-informations/tourist-attractions',
  subject: 'travel_attraction',
  label: 'điểm du lịch',
  menu: { order: 81, icon: 'compass' },
  scope: 'ward',
  editSegment: 'update',
  fields: {
    name: { label: 'Tên điểm du lịch', kind: 'text', required: true, max: 200 },
    category: { label: 'Loại hình', kind: 'select', required: true, options: [...ATTRACTION_CATEGORIES] },
    cover: { label: 'Ảnh đại diện', kind: 'image' },
    description: { label: 'Giới thiệu', kind: 'richtext', required: true },
    gallery: { label: 'Bộ sưu tập ảnh', kind: 'attachments', groups: ['image'], maxFiles: 10 },
    opening_hours: { label: 'Giờ mở cửa', kind: 'text', max: 200 },
    ticket_price: { label: 'Giá vé (VNĐ)', kind: 'money', help: 'Để trống hoặc 0: miễn phí' },
    ...place,
    vr3d_link: { label: 'Đường dẫn VR 3D', kind: 'text', format: 'vr3d', max: 1_000 },
    ward_id: ward,
    is_approved: isApproved,
  },
  list: {
    columns: ['name', 'cover', 'category', 'ward_id', 'ticket_price', 'is_approved'],
    search: ['name', 'address'],
    filters: ['category', 'ward_id', 'is_approved'],
    sortable: ['name', 'ticket_price', 'created_at'],
  },
  toggles: { is_approved: approval('{id}/approval', 'điểm du lịch') },
  publicRead: {
    fields: [
      'name',
      'category',
      'cover',
      'description',
      'gallery',
      'opening_hours',
      'ticket_price',
      'address',
      'location',
      'map_link',
      'phone',
      'vr3d_link',
      'ward_id',
    ],
    onlyWhen: ['is_approved'],
  },
});

/** articles about the ward's tourism: approved with the value in the path (spec §7: PATCH approval/{approve}) */
export const travelPosts = defineResource({
  name: 'travel-posts',
  path: '/admin/travel-informations/posts',
  subject: 'travel_article',
  label: 'bài viết du lịch',
  title: 'title',
  menu: { order: 82, icon: 'read' },
  scope: 'ward',
  editSegment: 'update',
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    summary: { label: 'Tóm tắt', kind: 'textarea', max: 1_000 },
    content: { label: 'Nội dung', kind: 'richtext', required: true },
    cover: { label: 'Ảnh đại diện', kind: 'image' },
    ward_id: ward,
    is_approved: isApproved,
  },
  list: {
    columns: ['title', 'cover', 'ward_id', 'is_approved'],
    search: ['title', 'summary'],
    filters: ['ward_id', 'is_approved'],
    sortable: ['title', 'created_at', 'updated_at'],
  },
  toggles: { is_approved: approval('{id}/approval/{value}', 'bài viết') },
  publicRead: { fields: ['title', 'summary', 'content', 'cover', 'ward_id'], onlyWhen: ['is_approved'] },
});

interface TravelService {
  name: string;
  segment: string;
  subject: Subject;
  label: string;
  order: number;
  kinds: readonly { value: string; label: string }[];
  /** the spec's approval path of this service: '{id}/approval' (body) unless said */
  approvalPath?: string;
  /** what a price of it is: 'Giá phòng từ (VNĐ/đêm)' */
  priceLabel: string;
}

/**
 * What residents and businesses offer visitors — sent from the resident app by a signed-in resident, arriving
 * unapproved; staff read, correct, approve or unapprove (one by one or the selected rows), and never add them
 * (spec §7: GET list, GET by id, PATCH {id} with is_approved, DELETE).
 */
function travelService(service: TravelService) {
  const fields = {
    name: { label: 'Tên', kind: 'text', required: true, max: 200 },
    kind: { label: 'Loại hình', kind: 'select', required: true, options: [...service.kinds] },
    image: { label: 'Hình ảnh', kind: 'image' },
    description: { label: 'Mô tả', kind: 'textarea', max: 5_000 },
    ...place,
    price_from: { label: service.priceLabel, kind: 'money' },
    owner_name: { label: 'Chủ cơ sở', kind: 'text', max: 150 },
    ward_id: ward,
    is_approved: isApproved,
  } satisfies FieldDefs;
  return defineResource({
    name: service.name,
    path: `/admin/travel-services/${service.segment}`,
    subject: service.subject,
    label: service.label,
    menu: { order: service.order, icon: 'shop' },
    scope: 'ward',
    creatable: false,
    fields,
    list: {
      columns: ['name', 'image', 'kind', 'ward_id', 'price_from', 'is_approved'],
      search: ['name', 'address', 'owner_name'],
      filters: ['kind', 'ward_id', 'is_approved'],
      sortable: ['name', 'price_from', 'created_at'],
    },
    toggles: { is_approved: approval(service.approvalPath ?? '{id}/approval', service.label) },
    publicRead: {
      fields: [
        'name',
        'kind',
        'image',
        'description',
        'address',
        'location',
        'map_link',
        'phone',
        'price_from',
        'ward_id',
      ],
      onlyWhen: ['is_approved'],
    },
    publicCreate: {
      fields: [
        'name',
        'kind',
        'image',
        'description',
        'address',
        'location',
        'map_link',
        'phone',
        'price_from',
        'owner_name',
        'ward_id',
      ],
      message: 'Gửi thông tin thành công, vui lòng chờ xã/phường phê duyệt',
      signedIn: { outcome: 'is_approved' },
    },
  });
}

export const travelAccommodations = travelService({
  name: 'travel-accommodations',
  segment: 'accommodations',
  subject: 'travel_accommodation',
  label: 'cơ sở lưu trú',
  order: 85,
  kinds: [
    { value: 'homestay', label: 'Homestay' },
    { value: 'guesthouse', label: 'Nhà nghỉ' },
    { value: 'hotel', label: 'Khách sạn' },
    { value: 'camping', label: 'Cắm trại' },
  ],
  priceLabel: 'Giá từ (VNĐ/đêm)',
});

export const travelCuisines = travelService({
  name: 'travel-cuisines',
  segment: 'cuisines',
  subject: 'travel_cuisine',
  label: 'ẩm thực',
  order: 86,
  kinds: [
    { value: 'restaurant', label: 'Nhà hàng' },
    { value: 'eatery', label: 'Quán ăn' },
    { value: 'cafe', label: 'Quán cà phê – giải khát' },
    { value: 'dish', label: 'Món ăn đặc trưng' },
  ],
  priceLabel: 'Giá từ (VNĐ/suất)',
});

export const travelTransports = travelService({
  name: 'travel-transports',
  segment: 'transports',
  subject: 'travel_move_or_transport',
  label: 'dịch vụ di chuyển',
  order: 87,
  kinds: [
    { value: 'motorbike_taxi', label: 'Xe ôm' },
    { value: 'car', label: 'Xe ô tô' },
    { value: 'bus', label: 'Xe khách' },
    { value: 'motorbike_rental', label: 'Thuê xe máy' },
    { value: 'boat', label: 'Thuyền – đò' },
  ],
  priceLabel: 'Giá từ (VNĐ/chuyến)',
});

export const travelLocalSpecialties = travelService({
  name: 'travel-local-specialties',
  segment: 'local-specialties',
  subject: 'travel_local_specialty',
  label: 'đặc sản địa phương',
  order: 88,
  kinds: [
    { value: 'food', label: 'Thực phẩm' },
    { value: 'drink', label: 'Đồ uống' },
    { value: 'handicraft', label: 'Thủ công mỹ nghệ' },
    { value: 'agricultural', label: 'Nông sản' },
  ],
  // spec §7: local specialty approval is PATCH with id and approve in the path
  approvalPath: '{id}/approval/{value}',
  priceLabel: 'Giá từ (VNĐ)',
});
