import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from './resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
let solutionType: number;
let articleCategory: number;
let knowledgeCategory: number;

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'tinh', 'quantri1', 'canbo1', 'quantri2', 'thon1']) tokens[name] = await t.login(name);
  solutionType = (await resourceClient(t, 'smart-solution-types').rows(tokens.quantri1, '?sort=sort_order'))[0].id;
  articleCategory = (await resourceClient(t, 'article-categories').rows(tokens.quantri1, '?sort=sort_order'))[0].id;
  knowledgeCategory = (await resourceClient(t, 'knowledge-categories').rows(tokens.quantri1))[0].id;
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

interface Area {
  name: string;
  label: string;
  /** written at platform level only (a global catalogue) */
  platform?: boolean;
  /** a valid body for ward 1 (ward-scoped areas) */
  valid: () => Body;
  patch: Body;
  /** a body change and the message it must give */
  invalid: () => [Body, string][];
  /** `action`: what the history records the switch as (the route's permission action; 'update' unless said) */
  toggle: { field: string; method: 'PATCH' | 'PUT'; path: string; label: string; bulk?: boolean; action?: string };
  /** who reads the ward's rows (default canbo1, a ward officer) */
  reader?: string;
  /** the ward administrator may not delete (the default matrix gives it create and update only) */
  wardCannotDelete?: boolean;
}

const UPLOADED = '/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6e/icon.png';

const AREAS: Area[] = [
  {
    name: 'smart-solutions',
    label: 'giải pháp thông minh',
    valid: () => ({
      name: 'Tưới tiêu tự động cho vườn cam',
      type_id: solutionType,
      image: 'https://yenbai.gov.vn/anh/vuon-cam.jpg',
      description: '<p>Cảm biến độ ẩm <em>điều khiển</em> van tưới.</p>',
      link: 'nongnghiep.yenbai.gov.vn/tuoi-tu-dong',
      provider: 'HTX Cam Văn Chấn',
      ward_id: units.ward1,
    }),
    patch: { provider: 'Viettel Yên Bái' },
    invalid: () => [
      [{ link: 'không có đường dẫn' }, 'Đường dẫn không đúng định dạng!'],
      [{ type_id: 99_999_999 }, 'Loại giải pháp không đúng định dạng!'],
      [{ image: 'C:\\anh\\vuon.png' }, 'Hình ảnh không đúng định dạng!'],
      [{ name: '' }, 'Tên giải pháp không được trống!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị' },
  },
  {
    name: 'rural-digital-services',
    label: 'dịch vụ số nông thôn',
    valid: () => ({
      name: 'Thanh toán tiền điện trực tuyến',
      icon: UPLOADED,
      link: 'https://www.evn.com.vn',
      description: 'Thanh toán hoá đơn tiền điện qua ngân hàng hoặc ví điện tử.',
      ward_id: units.ward1,
      sort_order: 5,
    }),
    patch: { sort_order: 6 },
    invalid: () => [
      [{ link: undefined }, 'Đường dẫn không được trống!'],
      [{ link: 'javascript:alert(1)' }, 'Đường dẫn không đúng định dạng!'],
      [{ icon: '/api/files/khong-phai-uuid/icon.png' }, 'Biểu tượng không đúng định dạng!'],
      [{ sort_order: 1.5 }, 'Thứ tự hiển thị không đúng định dạng!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hoạt động', bulk: true },
  },
  {
    name: 'phonebook',
    label: 'danh bạ',
    // ward_contact (shared with residents' messages, contact-ward): ward officers read it, ward administrators
    // write and delete it
    valid: () => ({
      full_name: 'Nông Văn Khải',
      position: 'Phó Chủ tịch UBND xã',
      organisation: 'UBND xã',
      phone: '0912.888.246',
      ward_id: units.ward1,
    }),
    patch: { position: 'Chủ tịch UBND xã' },
    invalid: () => [
      [{ phone: '0123' }, 'Số điện thoại không đúng định dạng!'],
      [{ phone: '+84 912 888 246' }, 'Số điện thoại không đúng định dạng!'],
      [{ phone: undefined }, 'Số điện thoại không được trống!'],
      [{ full_name: 'x'.repeat(151) }, 'Họ và tên không được dài quá 150 ký tự!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị' },
  },
  {
    name: 'camera-locations',
    label: 'vị trí camera',
    valid: () => ({
      name: 'Cổng UBND xã',
      address: 'Trước cổng UBND xã, đường liên thôn',
      location: { lat: 21.7214, lng: 104.9109 },
      ward_id: units.ward1,
      note: 'Gắn trên cột đèn chiếu sáng',
    }),
    patch: { note: 'Gắn trên cột điện lực' },
    invalid: () => [
      [{ location: { lat: 91, lng: 104.9 } }, 'Vị trí trên bản đồ không đúng định dạng!'],
      [{ location: undefined }, 'Vị trí trên bản đồ không được trống!'],
      [{ name: '' }, 'Tên vị trí không được trống!'],
    ],
    toggle: undefined as never,
  },
  {
    name: 'rural-networks',
    label: 'hạ tầng mạng nông thôn',
    valid: () => ({
      name: 'Wi-Fi công cộng bưu điện xã',
      network_kind: 'public_wifi',
      provider: 'VNPT',
      address: 'Bưu điện văn hoá xã',
      location: { lat: 21.7229, lng: 104.9113 },
      ward_id: units.ward1,
    }),
    patch: { location: { lat: 21.7301, lng: 104.9002 } },
    invalid: () => [
      [{ location: { lat: 91, lng: 104.9 } }, 'Vị trí trên bản đồ không đúng định dạng!'],
      [{ location: { lat: 21.7, lng: 181 } }, 'Vị trí trên bản đồ không đúng định dạng!'],
      [{ location: { lat: '21.7', lng: 104.9 } }, 'Vị trí trên bản đồ không đúng định dạng!'],
      [{ location: [21.7, 104.9] }, 'Vị trí trên bản đồ không đúng định dạng!'],
      [{ network_kind: 'satellite' }, 'Loại hạ tầng không đúng định dạng!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hoạt động' },
  },
  {
    name: 'explorations',
    label: 'khám phá',
    valid: () => ({
      title: 'Đồi chè cổ thụ Suối Giàng',
      cover: 'https://yenbai.gov.vn/anh/doi-che.jpg',
      content: '<h2>Chè Shan tuyết</h2><p>Những cây chè <strong>hàng trăm năm</strong> tuổi.</p>',
      location: { lat: 21.6305, lng: 104.6402 },
      map_link: 'https://maps.app.goo.gl/9pXe2Ls4TqWm7Bz3C',
      vr3d_link: 'https://vr360.yenbai.gov.vn/suoi-giang',
      ward_id: units.ward1,
    }),
    patch: { map_link: 'https://www.google.com/maps/place/21.6305,104.6402' },
    invalid: () => [
      [{ map_link: 'https://www.google.com.evil.example/maps' }, 'Đường dẫn bản đồ không đúng định dạng!'],
      [{ map_link: 'https://bando.vn/suoi-giang' }, 'Đường dẫn bản đồ không đúng định dạng!'],
      [{ vr3d_link: 'https://example.com/tour' }, 'Đường dẫn VR 3D không đúng định dạng!'],
      [{ content: undefined }, 'Nội dung không được trống!'],
      [{ location: { lat: -91, lng: 0 } }, 'Vị trí trên bản đồ không đúng định dạng!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị', bulk: true },
  },
  {
    name: 'video-tutorials',
    label: 'video hướng dẫn',
    platform: true,
    valid: () => ({
      title: 'Cách xem thông báo của xã',
      youtube_link: 'https://www.youtube.com/watch?v=aB3dE5fG7hJ',
      description: 'Mở mục Thông báo trên ứng dụng.',
      sort_order: 9,
    }),
    patch: { youtube_link: 'https://youtu.be/Zy9xW8vU7tS' },
    invalid: () => [
      [{ youtube_link: 'https://vimeo.com/123456789' }, 'Đường dẫn YouTube không đúng định dạng!'],
      [{ youtube_link: 'https://youtu.be/abc' }, 'Đường dẫn YouTube không đúng định dạng!'],
      [{ youtube_link: undefined }, 'Đường dẫn YouTube không được trống!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị' },
  },
  ...(['official', 'rural', 'enterprise'] as const).map((type): Area => ({
    name: `service-wards/${type}`,
    label: {
      official: 'dịch vụ công của xã',
      rural: 'dịch vụ thôn bản, hợp tác xã',
      enterprise: 'dịch vụ doanh nghiệp',
    }[type],
    // the ward service permission: ward administrators write it, ward officers do not see it
    reader: 'quantri1',
    valid: () => ({
      name: 'Cho thuê máy gặt đập liên hợp',
      provider: 'HTX Nông nghiệp Tân Thịnh',
      phone: '0912 345 678',
      address: 'Kho HTX, thôn 2',
      link: 'htxtanthinh.vn/may-gat',
      description: 'Đặt lịch trước hai ngày.',
      ward_id: units.ward1,
    }),
    patch: { phone: '0987654321' },
    invalid: () => [
      [
        { provider: undefined },
        `${type === 'official' ? 'Cơ quan' : type === 'rural' ? 'Thôn/HTX' : 'Doanh nghiệp'} cung cấp không được trống!`,
      ],
      [{ phone: '12345' }, 'Số điện thoại không đúng định dạng!'],
      [{ link: 'javascript:alert(1)' }, 'Đường dẫn không đúng định dạng!'],
      [{ name: 'x'.repeat(201) }, 'Tên dịch vụ không được dài quá 200 ký tự!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hoạt động', bulk: true },
  })),
  {
    name: 'articles',
    label: 'tin bài',
    valid: () => ({
      title: 'Xã tổ chức Ngày hội Đại đoàn kết toàn dân tộc',
      summary: 'Các thôn thi nấu cỗ, văn nghệ, kéo co.',
      content: '<h2>Ngày hội</h2><p>Bà con <strong>bốn thôn</strong> cùng tham gia.</p>',
      cover: UPLOADED,
      category_id: articleCategory,
      author: 'Ban Văn hoá xã',
      published_at: '2026-11-18T01:30:00.000Z',
      ward_id: units.ward1,
      is_approved: true,
      is_published: true,
    }),
    patch: { published_at: '2026-11-19T02:00:00.000Z' },
    invalid: () => [
      [{ category_id: 99_999_999 }, 'Danh mục không đúng định dạng!'],
      [{ category_id: undefined }, 'Danh mục không được trống!'],
      [{ published_at: '19/11/2026 09:00' }, 'Thời gian xuất bản không đúng định dạng!'],
      [{ content: '<script>alert(1)</script>' }, 'Nội dung không được trống!'],
      [{ title: 'x'.repeat(301) }, 'Tiêu đề không được dài quá 300 ký tự!'],
    ],
    toggle: { field: 'is_published', method: 'PUT', path: '{id}/change-publish', label: 'xuất bản' },
  },
  {
    name: 'library-articles',
    label: 'bài viết kiến thức',
    valid: () => ({
      title: 'Trồng gừng trong bao',
      category_id: knowledgeCategory,
      content: '<p>Đất tơi xốp trộn phân chuồng hoai, tưới ẩm hằng ngày.</p>',
      documents: [{ path: UPLOADED.replace('icon.png', 'huong-dan.pdf'), name: 'huong-dan.pdf', size: 52_000 }],
      ward_id: units.ward1,
      is_approved: true,
    }),
    patch: { summary: 'Cách trồng tiết kiệm đất cho vườn nhỏ' },
    invalid: () => [
      [{ category_id: 'trong-trot' }, 'Danh mục không đúng định dạng!'],
      [{ documents: [{ path: 'C:\\tai-lieu.pdf', name: 'tai-lieu.pdf' }] }, 'Tài liệu đính kèm không đúng định dạng!'],
      [{ content: undefined }, 'Nội dung không được trống!'],
    ],
    toggle: {
      field: 'is_approved',
      method: 'PATCH',
      path: 'change/{id}',
      label: 'phê duyệt',
      bulk: true,
      action: 'approve',
    },
  },
  {
    name: 'library-videos',
    label: 'video kiến thức',
    valid: () => ({
      title: 'Nuôi ong lấy mật dưới tán rừng',
      category_id: knowledgeCategory,
      source: 'youtube',
      youtube_link: 'https://www.youtube.com/watch?v=aB3dE5fG7hJ',
      ward_id: units.ward1,
      is_approved: true,
    }),
    patch: { description: 'Chia đàn vào mùa xuân' },
    invalid: () => [
      [{ youtube_link: 'https://vimeo.com/123456789' }, 'Đường dẫn YouTube không đúng định dạng!'],
      [{ youtube_link: undefined }, 'Đường dẫn YouTube không được trống!'],
      [{ source: 'upload' }, 'Tệp video không được trống!'],
      [{ source: 'tiktok' }, 'Nguồn video không đúng định dạng!'],
    ],
    toggle: {
      field: 'is_approved',
      method: 'PATCH',
      path: 'change/{id}',
      label: 'phê duyệt',
      bulk: true,
      action: 'approve',
    },
  },
  {
    name: 'videos',
    label: 'video',
    valid: () => ({
      title: 'Lễ hội xuống đồng của người Tày',
      source: 'upload',
      video_file: [{ path: UPLOADED.replace('icon.png', 'le-hoi.mp4'), name: 'le-hoi.mp4', size: 8_400_000 }],
      thumbnail: UPLOADED,
      ward_id: units.ward1,
    }),
    patch: { description: 'Quay tại sân đình thôn 1' },
    invalid: () => [
      [{ video_file: undefined }, 'Tệp video không được trống!'],
      [{ video_file: [] }, 'Tệp video không được trống!'],
      [{ thumbnail: 'javascript:alert(1)' }, 'Ảnh thu nhỏ không đúng định dạng!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị', bulk: true },
  },
  {
    name: 'websites',
    label: 'website liên kết',
    valid: () => ({
      name: 'Cổng thông tin huyện',
      url: 'https://batxat.laocai.gov.vn',
      sort_order: 4,
      ward_id: units.ward1,
    }),
    patch: { url: 'https://laocai.gov.vn/bat-xat' },
    invalid: () => [
      [{ url: 'khong phai dia chi' }, 'Địa chỉ website không đúng định dạng!'],
      [{ url: undefined }, 'Địa chỉ website không được trống!'],
      [{ sort_order: -1 }, 'Thứ tự hiển thị không đúng định dạng!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị' },
  },
  {
    name: 'images',
    label: 'hình ảnh',
    valid: () => ({
      title: 'Lễ khánh thành nhà văn hoá',
      image: UPLOADED,
      taken_at: '2026-11-20',
      ward_id: units.ward1,
    }),
    patch: { author: 'Ban Văn hoá' },
    invalid: () => [
      [{ image: undefined }, 'Hình ảnh không được trống!'],
      [{ taken_at: '2099-01-01' }, 'Ngày chụp không đúng định dạng!'],
    ],
    toggle: undefined as never,
  },
  {
    name: 'albums',
    label: 'album ảnh',
    valid: () => ({ title: 'Ngày hội đại đoàn kết thôn Bản Vược', taken_at: '2026-11-18', ward_id: units.ward1 }),
    patch: { description: 'Ảnh do Đoàn thanh niên chụp' },
    invalid: () => [
      [{ title: '  ' }, 'Tên album không được trống!'],
      [{ cover: 'javascript:alert(1)' }, 'Ảnh bìa không đúng định dạng!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị' },
  },
  {
    name: 'main-banners',
    label: 'banner chính',
    platform: true,
    valid: () => ({
      title: 'Mùa hoa tam giác mạch',
      image: UPLOADED,
      link: 'https://laocai.gov.vn/le-hoi',
      sort_order: 4,
    }),
    patch: { ends_at: '2026-12-31T16:59:00.000Z' },
    invalid: () => [
      [{ image: undefined }, 'Hình ảnh không được trống!'],
      [{ link: 'javascript:alert(1)' }, 'Đường dẫn khi bấm không đúng định dạng!'],
      [{ starts_at: 'mai' }, 'Hiển thị từ không đúng định dạng!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị' },
  },
  {
    name: 'ward-banners/home',
    label: 'banner trang chủ của xã',
    reader: 'quantri1',
    valid: () => ({ title: 'Ngày hội đại đoàn kết', image: UPLOADED, ward_id: units.ward1 }),
    patch: { sort_order: 2 },
    invalid: () => [
      [{ image: 'C:\\anh.png' }, 'Hình ảnh không đúng định dạng!'],
      [{ title: '' }, 'Tiêu đề không được trống!'],
    ],
    toggle: { field: 'is_active', method: 'PATCH', path: '{id}/change-active', label: 'hiển thị', bulk: true },
  },
  {
    name: 'article-categories',
    label: 'danh mục tin bài',
    platform: true,
    valid: () => ({ name: 'Chuyển đổi số', description: 'Tin về chuyển đổi số ở xã', sort_order: 9 }),
    patch: { sort_order: 10 },
    invalid: () => [[{ name: undefined }, 'Tên danh mục không được trống!']],
    toggle: { field: 'is_active', method: 'PUT', path: '{id}/change-status', label: 'trạng thái' },
  },
  {
    name: 'categories',
    label: 'danh mục dùng chung',
    platform: true,
    valid: () => ({
      name: 'Cho thuê máy xới',
      kind: 'agriculture_machine',
      description: 'Máy xới tay',
      sort_order: 20,
    }),
    patch: { sort_order: 21 },
    invalid: () => [
      [{ name: '' }, 'Tên danh mục không được trống!'],
      [{ kind: 'forestry' }, 'Thuộc danh sách không đúng định dạng!'],
      [{ kind: undefined }, 'Thuộc danh sách không được trống!'],
    ],
    // spec §7 "PUT status by id"
    toggle: { field: 'is_active', method: 'PUT', path: 'status/{id}', label: 'trạng thái' },
  },
  {
    name: 'knowledge-categories',
    label: 'danh mục kiến thức',
    platform: true,
    valid: () => ({ name: 'Thuỷ sản', description: 'Nuôi cá ruộng, cá lồng', sort_order: 5 }),
    patch: { description: 'Nuôi cá ruộng lúa' },
    invalid: () => [[{ name: '' }, 'Tên danh mục không được trống!']],
    toggle: undefined as never,
  },
  {
    name: 'smart-solution-types',
    label: 'loại giải pháp thông minh',
    platform: true,
    valid: () => ({ name: 'Giáo dục thông minh', description: 'Lớp học trực tuyến, thư viện số', sort_order: 7 }),
    patch: { sort_order: 8 },
    invalid: () => [
      [{ name: undefined }, 'Tên loại giải pháp không được trống!'],
      [{ description: 'x'.repeat(1_001) }, 'Mô tả không được dài quá 1000 ký tự!'],
    ],
    toggle: undefined as never,
  },
];

describe.each(AREAS)('$name', (area) => {
  const api = () => resourceClient(t, area.name);
  const writer = () => (area.platform ? tokens.admin : tokens.quantri1);
  const reader = () => tokens[area.reader ?? 'canbo1'];
  const deleter = () => (area.wardCannotDelete ? tokens.admin : writer());
  const toggleAt = (id: number | null) =>
    id === null
      ? area.toggle.path.replace('{id}/', '').replace('/{id}', '')
      : area.toggle.path.replace('{id}', String(id));

  it('demo rows are seeded', async () => {
    expect(await api().total(tokens.admin)).toBeGreaterThanOrEqual(area.platform ? 3 : 4);
    if (!area.platform) {
      const rows = await api().rows(reader(), '?length=100');
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((row) => row.ward_id === units.ward1)).toBe(true);
    }
  });

  it('creates, reads, updates and deletes, with names of the author and ward', async () => {
    const created = await api().create(writer(), area.valid());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(`Thêm mới ${area.label} thành công`);
    const entry = created.json().data.entry;
    expect(entry.created_by_name).toBe(area.platform ? 'Quản trị hệ thống' : 'Hoàng Văn Thắng');
    if (!area.platform) expect(entry.ward_name).toMatch(/^Xã /);
    const read = await api().get(area.platform ? tokens.quantri1 : reader(), entry.id);
    expect(read.statusCode).toBe(200);
    const updated = await api().update(writer(), entry.id, area.patch);
    expect(updated.json()).toMatchObject({ message: `Cập nhật ${area.label} thành công`, data: { entry: area.patch } });
    const history = await api().history(writer(), entry.id);
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    const [key] = Object.keys(area.patch);
    expect(history[0].changes).toEqual({ [key]: { before: entry[key] ?? null, after: area.patch[key] } });
    if (area.wardCannotDelete) expect((await api().remove(writer(), entry.id)).statusCode).toBe(403);
    const removed = await api().remove(deleter(), entry.id);
    expect(removed.json()).toEqual({ code: 200, message: `Xoá ${area.label} thành công`, data: null });
    expect((await api().get(writer(), entry.id)).statusCode).toBe(404);
  });

  it('answers each format in Vietnamese and stores nothing', async () => {
    const before = await api().total(tokens.admin);
    for (const [change, message] of area.invalid()) {
      const response = await api().create(writer(), { ...area.valid(), ...change });
      expect(response.json(), JSON.stringify(change)).toEqual(refusal(message));
    }
    expect(await api().total(tokens.admin)).toBe(before);
  });

  it('refuses roles without the permission (403)', async () => {
    const before = await api().total(tokens.admin);
    expect((await api().create(tokens.thon1, area.valid())).statusCode).toBe(403);
    if (area.platform) {
      // a platform catalogue: read by the ward, written at platform level only
      expect((await api().list(tokens.quantri1)).statusCode).toBe(200);
      for (const who of ['quantri1', 'tinh'])
        expect((await api().create(tokens[who], area.valid())).statusCode).toBe(403);
      const [row] = await api().rows(tokens.quantri1);
      expect((await api().update(tokens.quantri1, row.id, area.patch)).statusCode).toBe(403);
      expect((await api().remove(tokens.quantri1, row.id)).statusCode).toBe(403);
    }
    expect(await api().total(tokens.admin)).toBe(before);
  });

  it.skipIf(area.platform)('hides another ward’s row (404) and changes nothing', async () => {
    const other = (await api().create(tokens.quantri2, { ...area.valid(), ward_id: units.ward2 })).json().data.entry;
    expect((await api().get(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect((await api().update(tokens.quantri1, other.id, area.patch)).statusCode).toBe(404);
    if (area.toggle)
      expect((await api().at(area.toggle.method, toggleAt(other.id), tokens.quantri1)).statusCode).toBe(404);
    // the permission is checked before the row is looked for
    expect((await api().remove(tokens.quantri1, other.id)).statusCode).toBe(area.wardCannotDelete ? 403 : 404);
    const still = await api().row(tokens.quantri2, other.id);
    expect(still).toEqual(other);
    expect((await api().create(tokens.quantri1, { ...area.valid(), ward_id: units.ward2 })).statusCode).toBe(403);
  });

  it.skipIf(!area.toggle)(
    'switches with its declared route, recorded in the history, and shows only active rows',
    async () => {
      const { field, method } = area.toggle;
      const entry = (await api().create(writer(), area.valid())).json().data.entry;
      const web = (query: string) => t.request({ method: 'GET', url: `/api/web/${area.name}${query}` });
      const wardQuery = area.platform ? '?length=100' : `?ward_id=${units.ward1}&length=100`;
      const shownIds = async () => (await web(wardQuery)).json().data.entries.map((r: { id: number }) => r.id);
      expect(await shownIds()).toContain(entry.id);
      const publicRow = (await web(`/${entry.id}`)).json().data.entry;
      for (const key of [field, 'created_by', 'created_by_name', 'updated_by'])
        expect(publicRow).not.toHaveProperty(key);

      const off = await api().at(method, toggleAt(entry.id), writer());
      expect(off.json()).toMatchObject({
        message: `Cập nhật ${area.toggle.label} thành công`,
        data: { entry: { [field]: false } },
      });
      expect(await shownIds()).not.toContain(entry.id);
      expect((await web(`/${entry.id}`)).statusCode).toBe(404);
      expect((await api().history(writer(), entry.id))[0]).toMatchObject({
        action: area.toggle.action ?? 'update',
        changes: { [field]: { before: true, after: false } },
      });
      expect((await api().at(method, toggleAt(entry.id), tokens.thon1)).statusCode).toBe(403);
      const other = method === 'PATCH' ? 'PUT' : 'PATCH';
      expect((await api().at(other, toggleAt(entry.id), writer())).statusCode).toBe(404);

      if (area.toggle.bulk) {
        const other = (await api().create(tokens.quantri2, { ...area.valid(), ward_id: units.ward2 })).json().data
          .entry;
        const bulk = await api().at(method, toggleAt(null), tokens.quantri1, {
          ids: [entry.id, other.id],
          [field]: true,
        });
        expect(bulk.json().data).toEqual({ ids: [entry.id] });
        expect(await shownIds()).toContain(entry.id);
        expect((await api().row(tokens.quantri2, other.id))[field]).toBe(true);
      }
    },
  );
});

describe('explorations content', () => {
  it('is sanitised: scripts and handlers go, headings, lists and YouTube embeds stay', async () => {
    const content =
      '<h2>Lịch sử</h2><p onmouseover="steal()">Bản làng <strong>người Mông</strong></p><script>alert(1)</script>' +
      '<ul><li>Chợ phiên</li></ul><iframe src="https://www.youtube.com/embed/Xk3qZ7bR2mE"></iframe>' +
      '<img src="x" onerror="alert(2)">';
    const response = await resourceClient(t, 'explorations').create(tokens.quantri1, {
      title: 'Bản Mông Háng Đồng',
      content,
      ward_id: units.ward1,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data.entry.content as string;
    expect(saved).toContain('<h2>Lịch sử</h2>');
    expect(saved).toContain('<li>Chợ phiên</li>');
    expect(saved).toContain('youtube.com/embed/Xk3qZ7bR2mE');
    expect(saved).not.toMatch(/script|alert|onmouseover|onerror/);
  });

  it('refuses content that is nothing once sanitised', async () => {
    const explorations = resourceClient(t, 'explorations');
    const before = await explorations.total(tokens.admin);
    const response = await explorations.create(tokens.quantri1, {
      title: 'Chỉ có mã độc',
      content: '<script>alert(1)</script>',
      ward_id: units.ward1,
    });
    expect(response.json()).toEqual(refusal('Nội dung không được trống!'));
    expect(await explorations.total(tokens.admin)).toBe(before);
  });
});
