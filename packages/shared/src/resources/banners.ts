import type { FieldDefs } from '../validation/field-defs.ts';
import { defineResource, updateToggle, type ResourceDefinition } from './define-resource.ts';

/** a banner: a picture, where a tap leads, its place and the period it shows in (empty ends: no limit) */
const bannerFields = {
  title: { label: 'Tiêu đề', kind: 'text', required: true, max: 200 },
  image: { label: 'Hình ảnh', kind: 'image', required: true },
  link: { label: 'Đường dẫn khi bấm', kind: 'text', format: 'url', max: 1_000 },
  sort_order: { label: 'Thứ tự hiển thị', kind: 'number', integer: true, max: 10_000 },
  starts_at: { label: 'Hiển thị từ', kind: 'datetime' },
  ends_at: { label: 'Hiển thị đến', kind: 'datetime', help: 'Để trống: hiển thị không thời hạn' },
  is_active: { label: 'Hiển thị', kind: 'boolean', default: true },
} satisfies FieldDefs;

type BannerKey = keyof typeof bannerFields;

/** the list of a banner area; a ward's shows and filters the ward column too */
const bannerList = <K extends string = never>(ward: K[] = []) => ({
  columns: ['title', 'image', ...ward, 'sort_order', 'starts_at', 'ends_at', 'is_active'] as (BannerKey | K)[],
  search: ['title'] as (BannerKey | K)[],
  filters: [...ward, 'is_active'] as (BannerKey | K)[],
  sortable: ['title', 'sort_order', 'starts_at', 'created_at'] as (BannerKey | K | 'created_at')[],
});
/** residents see an active banner inside its period */
const publicBanner = <K extends string = never>(ward: K[] = []) => ({
  fields: ['title', 'image', 'link', 'sort_order', 'starts_at', 'ends_at', ...ward] as (BannerKey | K)[],
  onlyWhen: ['is_active'] as (BannerKey | K)[],
  shownFrom: 'starts_at' as const,
  shownUntil: 'ends_at' as const,
});

/** the platform's own banners (spec §3 config images), one list each, written at platform level */
function platformBanners(
  name: string,
  path: string,
  label: string,
  order: number,
  alsoAt?: ResourceDefinition['alsoAt'],
) {
  return defineResource({
    alsoAt,
    name,
    path,
    subject: 'config_footer',
    label,
    title: 'title',
    menu: { order, icon: 'picture', group: 'images' },
    scope: 'global',
    writtenBy: 'platform',
    fields: bannerFields,
    periods: [{ from: 'starts_at', until: 'ends_at' }],
    list: bannerList<never>(),
    toggles: { is_active: updateToggle('change-active', 'Hiển thị') },
    publicRead: publicBanner<never>(),
  });
}

export const headerImages = platformBanners('header-images', '/admin/images/header', 'ảnh đầu trang', 70);
export const mainBanners = platformBanners('main-banners', '/admin/images/main', 'banner chính', 71);
export const secondBanners = platformBanners('second-banners', '/admin/images/sub', 'banner phụ', 72);
// spec §2 travel-informations: banners and configs — the same lists again in the tourism group (issue 15)
export const smartTravelBanners = platformBanners(
  'smart-travel-banners',
  '/admin/images/travel',
  'banner du lịch thông minh',
  73,
  [
    {
      path: '/admin/travel-informations/banners',
      key: 'travel-banners',
      menu: { order: 83, icon: 'picture' },
      editSegment: 'update',
    },
  ],
);
export const configBanners = platformBanners('config-banners', '/admin/images/config-banners', 'banner cấu hình', 74, [
  {
    path: '/admin/travel-informations/configs',
    key: 'travel-configs',
    label: 'cấu hình banner du lịch',
    menu: { order: 84, icon: 'picture' },
    editSegment: 'update',
  },
]);

/** the platform's logo (spec §7: GET and PUT — one for the platform) */
export const logo = defineResource({
  name: 'logo',
  path: '/admin/images/logo',
  subject: 'config_footer',
  label: 'logo',
  title: 'name',
  menu: { order: 75, icon: 'picture', group: 'images' },
  scope: 'global',
  writtenBy: 'platform',
  singleton: true,
  fields: {
    name: { label: 'Tên hiển thị', kind: 'text', required: true, max: 200 },
    image: { label: 'Logo', kind: 'image', required: true },
  },
  list: { columns: [], search: [], filters: [], sortable: [] },
  publicRead: { fields: ['name', 'image'], onlyWhen: [] },
});

export const WARD_BANNER_TYPES = [
  { type: 'home', label: 'banner trang chủ của xã' },
  { type: 'services', label: 'banner dịch vụ của xã' },
  { type: 'travel', label: 'banner du lịch của xã' },
  { type: 'market', label: 'banner chợ quê của xã' },
] as const;

/** a ward's banners of one type (spec §7: GET list by {type}; POST by {type}; GET, PATCH, DELETE by {type} and {id}) */
const wardBanners = (type: (typeof WARD_BANNER_TYPES)[number]['type'], label: string, order: number) =>
  defineResource({
    name: `ward-banners/${type}`,
    path: `/admin/ward-banners/${type}`,
    subject: 'config_footer',
    label,
    title: 'title',
    menu: { order, icon: 'picture', group: 'ward-banners' },
    scope: 'ward',
    fields: { ...bannerFields, ward_id: { label: 'Xã/phường', kind: 'ward', required: true } },
    periods: [{ from: 'starts_at', until: 'ends_at' }],
    list: bannerList<'ward_id'>(['ward_id']),
    toggles: { is_active: updateToggle('change-active', 'Hiển thị', { bulk: true }) },
    publicRead: publicBanner<'ward_id'>(['ward_id']),
  });

export const wardHomeBanners = wardBanners('home', WARD_BANNER_TYPES[0].label, 76);
export const wardServiceBanners = wardBanners('services', WARD_BANNER_TYPES[1].label, 77);
export const wardTravelBanners = wardBanners('travel', WARD_BANNER_TYPES[2].label, 78);
export const wardMarketBanners = wardBanners('market', WARD_BANNER_TYPES[3].label, 79);
