import type { FieldDefs } from '../validation/field-defs.ts';
import { albumPhotos } from './albums.ts';
import { approvalFields } from './approval.ts';
import { defineResource, updateToggle } from './define-resource.ts';

// The rural market 'Chợ quê' (spec §1, §2 countryside-market, §3 personal products is_highlight, §6 hm_* subjects,
// §7 Market; issue 16). Residents open a store and post products, market posts and albums from the resident app
// (/api/web/market/…, modules/market); what they post waits for the ward's staff or not, as the ward's approval mode
// says. Staff read, approve or refuse with a reason, highlight, correct and remove. Fields are not in the spec: these
// are what a commune's sellers and buyers need.

const MARKET = '/admin/countryside-market';
const ward = { label: 'Xã/phường', kind: 'ward', required: true } as const;

export const PRODUCT_CATEGORIES = [
  { value: 'agricultural', label: 'Nông sản' },
  { value: 'fruit', label: 'Trái cây' },
  { value: 'livestock', label: 'Chăn nuôi' },
  { value: 'seafood', label: 'Thủy sản' },
  { value: 'specialty', label: 'Đặc sản' },
  { value: 'handicraft', label: 'Thủ công mỹ nghệ' },
  { value: 'processed', label: 'Thực phẩm chế biến' },
  { value: 'other', label: 'Khác' },
] as const;

/** what a price is for: a kilogram of rice, a chicken, a bunch of vegetables… */
export const PRODUCT_UNITS = [
  { value: 'kg', label: 'kg' },
  { value: 'yen', label: 'yến' },
  { value: 'ta', label: 'tạ' },
  { value: 'tan', label: 'tấn' },
  { value: 'con', label: 'con' },
  { value: 'bo', label: 'bó' },
  { value: 'qua', label: 'quả' },
  { value: 'chuc', label: 'chục' },
  { value: 'buong', label: 'buồng' },
  { value: 'lit', label: 'lít' },
  { value: 'hop', label: 'hộp' },
  { value: 'tui', label: 'túi' },
  { value: 'cai', label: 'cái' },
] as const;

/** a seller's store: opened by a resident from the app, or by staff for a cooperative without a smartphone */
export const personalStores = defineResource({
  name: 'personal-stores',
  path: `${MARKET}/products/stores`,
  detailPath: `${MARKET}/products/store-detail/{id}`,
  subject: 'hm_personal_store',
  label: 'gian hàng',
  menu: { order: 57, icon: 'shop', group: 'countryside-market' },
  scope: 'ward',
  fields: {
    name: { label: 'Tên gian hàng', kind: 'text', required: true, max: 200 },
    owner_name: { label: 'Chủ gian hàng', kind: 'text', required: true, max: 150 },
    phone: { label: 'Số điện thoại', kind: 'text', format: 'phone', required: true, max: 20 },
    address: { label: 'Địa chỉ', kind: 'text', max: 300 },
    description: { label: 'Giới thiệu', kind: 'textarea', max: 2_000 },
    logo: { label: 'Ảnh gian hàng', kind: 'image' },
    ward_id: ward,
    /** staff's lock: a locked store and its products leave the market, and its seller cannot post */
    is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
    /** the seller's own pause (away for the harvest, sold out for the season): off the market until they reopen */
    is_open: { label: 'Đang mở bán', kind: 'boolean', default: true },
  },
  list: {
    columns: ['name', 'logo', 'owner_name', 'phone', 'ward_id', 'is_open', 'is_active'],
    search: ['name', 'owner_name', 'phone'],
    filters: ['ward_id', 'is_open', 'is_active'],
    sortable: ['name', 'created_at'],
    lean: true,
  },
  toggles: {
    is_active: updateToggle('change-active', 'Hoạt động', {
      question: { on: 'Mở lại gian hàng này?', off: 'Tạm khoá gian hàng này? Người mua sẽ không còn thấy.' },
    }),
  },
  publicRead: {
    fields: ['name', 'owner_name', 'phone', 'address', 'description', 'logo', 'ward_id'],
    onlyWhen: ['is_active', 'is_open'],
  },
});

const productFields = {
  name: { label: 'Tên sản phẩm', kind: 'text', required: true, max: 200 },
  category: { label: 'Danh mục', kind: 'select', required: true, options: [...PRODUCT_CATEGORIES] },
  price: { label: 'Giá (VNĐ)', kind: 'money', required: true },
  unit: { label: 'Đơn vị tính', kind: 'select', required: true, options: [...PRODUCT_UNITS] },
  image: { label: 'Ảnh sản phẩm', kind: 'image', required: true },
  photos: { label: 'Ảnh khác', kind: 'attachments', groups: ['image'], maxFiles: 10 },
  stock: { label: 'Số lượng còn', kind: 'number', integer: true },
  origin: { label: 'Nơi sản xuất (thôn/xóm)', kind: 'text', max: 200 },
  contact_phone: { label: 'Số điện thoại liên hệ', kind: 'text', format: 'phone', max: 20 },
  description: { label: 'Mô tả', kind: 'textarea', max: 5_000 },
  store_id: { label: 'Gian hàng', kind: 'reference', to: 'personal-stores', required: true, sameWard: true },
  ward_id: ward,
  is_highlight: { label: 'Nổi bật', kind: 'boolean', default: false },
  ...approvalFields(),
} satisfies FieldDefs;

/**
 * A seller's products (spec §7: GET list, GET/DELETE {id}, PATCH {id}/approve/{approve} with a body, PATCH
 * highlight/{status} with {ids}): the list of every product, the waiting queue, and a store's products on its page.
 */
export const personalProducts = defineResource({
  name: 'personal-products',
  path: `${MARKET}/products/list`,
  detailPath: `${MARKET}/products/detail/{id}`,
  subject: 'hm_personal_product',
  label: 'sản phẩm',
  menu: { order: 56, icon: 'shopping', group: 'countryside-market' },
  scope: 'ward',
  creatable: false,
  fields: productFields,
  list: {
    columns: ['name', 'image', 'category', 'price', 'unit', 'store_id', 'ward_id', 'approval_status', 'is_highlight'],
    search: ['name', 'origin'],
    filters: ['approval_status', 'is_highlight', 'category', 'store_id', 'ward_id'],
    sortable: ['name', 'price', 'created_at'],
    lean: true,
  },
  toggles: {
    // spec §7 names the selected rows' switch only; one product's is the same path with one id
    is_highlight: {
      action: 'update',
      method: 'PATCH',
      path: '{id}/highlight/{value}',
      bulkPath: 'highlight/{value}',
      label: 'Nổi bật',
      mode: 'set',
      bulk: true,
      bulkMax: 1_000,
      allOrNothing: true,
    },
  },
  approval: { action: 'approve', target: 'products', what: 'sản phẩm' },
  alsoAt: [
    {
      path: `${MARKET}/products/waiting-approve`,
      key: 'personal-products-waiting',
      label: 'sản phẩm chờ duyệt',
      detailPath: `${MARKET}/products/waiting-approve-detail/{id}`,
      fixed: { field: 'approval_status', value: 'waiting' },
      columns: ['name', 'image', 'category', 'price', 'unit', 'store_id', 'ward_id'],
      menu: { order: 56.5, icon: 'audit', group: 'countryside-market' },
    },
  ],
  publicRead: {
    fields: [
      'name',
      'category',
      'price',
      'unit',
      'image',
      'photos',
      'stock',
      'origin',
      'contact_phone',
      'description',
      'store_id',
      'ward_id',
      'is_highlight',
    ],
    onlyWhen: [],
    // a product of a locked or paused store is off the market with it
    shownWith: 'store_id',
    filters: ['category', 'store_id'],
    search: true,
  },
});

/** a resident's market post: what they sell or look for, in a few lines and a picture */
export const marketArticles = defineResource({
  name: 'market-articles',
  path: `${MARKET}/posts/list`,
  detailPath: `${MARKET}/posts/detail/{id}`,
  subject: 'hm_market_article',
  label: 'tin đăng',
  title: 'title',
  menu: { order: 58, icon: 'read', group: 'countryside-market' },
  scope: 'ward',
  creatable: false,
  fields: {
    title: { label: 'Tiêu đề', kind: 'text', required: true, max: 300 },
    content: { label: 'Nội dung', kind: 'richtext', required: true },
    image: { label: 'Ảnh', kind: 'image' },
    contact_phone: { label: 'Số điện thoại liên hệ', kind: 'text', format: 'phone', max: 20 },
    ward_id: ward,
    ...approvalFields(),
  },
  list: {
    columns: ['title', 'image', 'ward_id', 'approval_status'],
    search: ['title'],
    filters: ['approval_status', 'ward_id'],
    sortable: ['title', 'created_at'],
    lean: true,
  },
  approval: { action: 'approve', target: 'articles', what: 'tin đăng' },
  alsoAt: [
    {
      path: `${MARKET}/posts/waiting-approve`,
      key: 'market-articles-waiting',
      label: 'tin đăng chờ duyệt',
      detailPath: `${MARKET}/posts/detail-waiting-approve/{id}`,
      fixed: { field: 'approval_status', value: 'waiting' },
      menu: { order: 58.5, icon: 'audit', group: 'countryside-market' },
    },
  ],
  publicRead: { fields: ['title', 'content', 'image', 'contact_phone', 'ward_id'], onlyWhen: [] },
});

/** a seller's photo album (a harvest, a craft village's work): its photos in order, reviewed as a whole */
export const marketAlbums = defineResource({
  name: 'market-albums',
  path: `${MARKET}/images/list`,
  detailPath: `${MARKET}/images/detail/{id}`,
  editPath: `${MARKET}/images/update/{id}`,
  subject: 'hm_market_article',
  label: 'album chợ quê',
  title: 'title',
  menu: { order: 59, icon: 'picture', group: 'countryside-market' },
  scope: 'ward',
  fields: {
    title: { label: 'Tên album', kind: 'text', required: true, max: 300 },
    description: { label: 'Mô tả', kind: 'textarea', max: 2_000 },
    cover: { label: 'Ảnh bìa', kind: 'image', help: 'Để trống: ảnh đầu tiên của album' },
    ward_id: ward,
    ...approvalFields(),
  },
  list: {
    columns: ['title', 'cover', 'ward_id', 'approval_status'],
    search: ['title', 'description'],
    filters: ['approval_status', 'ward_id'],
    sortable: ['title', 'created_at'],
    lean: true,
  },
  approval: { action: 'approve', target: 'albums', what: 'album' },
  children: albumPhotos('market_album_images', 100),
  alsoAt: [
    {
      path: `${MARKET}/images/not-approve`,
      key: 'market-albums-refused',
      label: 'album bị từ chối',
      detailPath: `${MARKET}/images/not-approve-detail/{id}`,
      editPath: `${MARKET}/images/update/{id}`,
      fixed: { field: 'approval_status', value: 'refused' },
      columns: ['title', 'cover', 'ward_id', 'refusal_reason'],
      menu: { order: 59.5, icon: 'stop', group: 'countryside-market' },
    },
  ],
  publicRead: { fields: ['title', 'description', 'cover', 'ward_id'], onlyWhen: [] },
});
