import { defineResource } from './define-resource.ts';

/** the resident app's footer (spec §7 footer: GET, PUT, POST, id never taken from the body) */
export const footer = defineResource({
  name: 'footer',
  path: '/admin/footer',
  subject: 'config_footer',
  label: 'chân trang',
  title: 'organization',
  menu: { order: 37, icon: 'layout', group: 'content' },
  scope: 'global',
  writtenBy: 'platform',
  singleton: true,
  fields: {
    organization: { label: 'Cơ quan chủ quản', kind: 'text', required: true, max: 300 },
    address: { label: 'Địa chỉ', kind: 'text', max: 300 },
    phone: { label: 'Điện thoại', kind: 'text', format: 'phone', max: 20 },
    email: { label: 'Email', kind: 'text', format: 'email', max: 254 },
    responsible_person: { label: 'Người chịu trách nhiệm', kind: 'text', max: 150 },
    license: { label: 'Giấy phép', kind: 'text', max: 300 },
    content: { label: 'Nội dung thêm', kind: 'richtext', max: 10_000 },
  },
  list: { columns: [], search: [], filters: [], sortable: [] },
  publicRead: {
    fields: ['organization', 'address', 'phone', 'email', 'responsible_person', 'license', 'content'],
    onlyWhen: [],
  },
});

/** how residents reach the platform's operator (spec §7 contact: GET, PUT, POST) */
export const contact = defineResource({
  name: 'contact',
  path: '/admin/contact',
  subject: 'contacts',
  label: 'thông tin liên hệ',
  menu: { order: 38, icon: 'phone', group: 'content' },
  scope: 'global',
  writtenBy: 'platform',
  singleton: true,
  fields: {
    name: { label: 'Tên đơn vị', kind: 'text', required: true, max: 300 },
    address: { label: 'Địa chỉ', kind: 'text', max: 300 },
    hotline: { label: 'Đường dây nóng', kind: 'text', format: 'phone', max: 20 },
    email: { label: 'Email', kind: 'text', format: 'email', max: 254 },
    website: { label: 'Website', kind: 'text', format: 'url', max: 1_000 },
    fanpage: { label: 'Trang Facebook', kind: 'text', format: 'url', max: 1_000 },
    working_hours: { label: 'Giờ làm việc', kind: 'textarea', max: 1_000 },
    map_link: { label: 'Đường dẫn bản đồ', kind: 'text', format: 'map', max: 1_000 },
    location: { label: 'Vị trí trên bản đồ', kind: 'location' },
  },
  list: { columns: [], search: [], filters: [], sortable: [] },
  publicRead: {
    fields: ['name', 'address', 'hotline', 'email', 'website', 'fanpage', 'working_hours', 'map_link', 'location'],
    onlyWhen: [],
  },
});
