import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, SCREENSHOT_DIR, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  capture,
  expectErrorDialog,
  expectSuccessDialog,
  expectText,
  loginAs,
  menuLabels,
  rowIds,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectInView, expectNoHorizontalOverflow, shotInto } from './layout-checks';
import {
  apiAs,
  captureBoth,
  columnTitles,
  field,
  fieldItem,
  formReady,
  listAnswer,
  listReady,
  listRow,
  pickOption,
  wardPickerLabel,
  type ApiSession,
} from './service-flows';

// the service areas of the resource engine (spec §2, §7): the platform's catalogue seen as two screens (link and
// integrated services, one API), which catalogue services each ward turns on, and the services a ward offers by
// provider (official, rural, enterprise); what a ward administrator and a ward officer may do there

interface CatalogueRow {
  id: number;
  name: string;
  kind: 'link' | 'integrated';
  link: string | null;
  description: string | null;
  sort_order: number | null;
  is_active: boolean;
}

interface WardServiceRow {
  id: number;
  ward_id: number;
  ward_name: string;
  service_id: number;
  service_name: string;
  enabled: boolean;
  sort_order: number | null;
}

interface UnconfEntry {
  service: { id: number; key: string | null; name: string };
  enabled: boolean;
}

interface ProviderRow {
  id: number;
  name: string;
  provider: string;
  phone: string | null;
  address: string | null;
  link: string | null;
  description: string | null;
  ward_id: number;
  ward_name: string;
  is_active: boolean;
}

interface Listing<T> {
  total: number;
  entries: T[];
}

const LINKS = '/admin/service-link-managements';
const INTEGRATED = '/admin/service-integrated-managements';
const CATALOGUE_API = '/api/admin/service-managements';
const CATALOGUE_FORM = 'service-managements';
const WARD_SERVICES = '/admin/service-ward-managements';
const WARD_SERVICES_API = '/api/admin/ward-service-managements';
const WARD_SERVICES_FORM = 'ward-service-managements';
const PAGE_LENGTH = 20;

const NEW_LINK = {
  name: 'Tra cứu giá vật tư nông nghiệp',
  link: 'https://vattunongnghiep.laocai.gov.vn',
  description: 'Giá phân bón, giống, thuốc bảo vệ thực vật tại các đại lý trong tỉnh.',
  sort_order: '12',
};
const EDITED_LINK = {
  name: `${NEW_LINK.name} tỉnh Lào Cai`,
  link: 'https://sonongnghiep.laocai.gov.vn/gia-vat-tu',
};

/** the provider areas of a ward's services (packages/shared/src/resources/service-wards.ts) */
const PROVIDER_AREAS = [
  {
    type: 'official',
    label: 'dịch vụ công của xã',
    menu: 'Dịch vụ công của xã',
    providerLabel: 'Cơ quan cung cấp',
    row: {
      name: 'Cấp giấy xác nhận tình trạng hôn nhân',
      provider: 'Công chức Tư pháp - Hộ tịch',
      editedProvider: 'Bộ phận một cửa UBND xã',
    },
  },
  {
    type: 'rural',
    label: 'dịch vụ thôn bản, hợp tác xã',
    menu: 'Dịch vụ thôn bản, hợp tác xã',
    providerLabel: 'Thôn/HTX cung cấp',
    row: {
      name: 'Phun thuốc trừ sâu bằng máy bay không người lái',
      provider: 'HTX Nông nghiệp Bản Khoang',
      editedProvider: 'Tổ dịch vụ nông nghiệp thôn 2',
    },
  },
  {
    type: 'enterprise',
    label: 'dịch vụ doanh nghiệp',
    menu: 'Dịch vụ doanh nghiệp',
    providerLabel: 'Doanh nghiệp cung cấp',
    row: {
      name: 'Lắp đặt Internet cáp quang',
      provider: 'Công ty Viễn thông Lào Cai',
      editedProvider: 'Chi nhánh Viettel Lào Cai',
    },
  },
] as const;

const PHONE_TYPED = '0912 345 678';
const PHONE_STORED = '0912345678';

const idsOf = (rows: { id: number }[]) => rows.map((row) => String(row.id));
const sorted = (ids: string[]) => [...ids].sort((a, b) => Number(a) - Number(b));

describe('service areas: link and integrated catalogue, ward services, services by provider; who may do what', () => {
  let session: BrowserSession;
  let admin: ApiSession;
  let wardAdmin: ApiSession;
  let officer: ApiSession;
  let wardId: number;
  let wardName: string;
  let wardLabel: string;
  let linkId: number;
  /** the ward service row the create test adds */
  let wardServiceId: number | undefined;
  /** the ward's row for the built-in 'Du lịch' service, switched off in the demo ward 1 */
  let tourismRow: WardServiceRow;
  const providerIds: Record<string, number> = {};

  const unconf = async () =>
    (await admin.get<Listing<UnconfEntry>>(`/api/admin/unconf-wards/${wardId}?length=100`)).entries;
  const tourismOn = async () => (await unconf()).find((entry) => entry.service.key === 'tourism')?.enabled;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    admin = await apiAs(session.baseUrl, 'admin', inject('adminPassword'));
    wardAdmin = await apiAs(session.baseUrl, 'quantri1');
    officer = await apiAs(session.baseUrl, 'canbo1');
    wardId = wardAdmin.user.ward_id ?? 0;
    wardName = wardAdmin.user.ward_name ?? '';
    wardLabel = await wardPickerLabel(admin, wardId, wardName);
  });

  afterAll(async () => {
    // the demo data is what other screens' tests read: leave 'Du lịch' switched off as it was, and remove what a
    // failed test left behind (each test deletes its own rows when it passes)
    if (tourismRow && (await tourismOn()))
      await admin.call('PATCH', `${WARD_SERVICES_API}/${tourismRow.id}/change-enable`, { enabled: false });
    const leftovers = [
      ...(wardServiceId ? [`${WARD_SERVICES_API}/${wardServiceId}`] : []),
      ...(linkId ? [`${CATALOGUE_API}/${linkId}`] : []),
      ...Object.entries(providerIds).map(([type, id]) => `/api/admin/service-wards/${type}/${id}`),
    ];
    for (const path of leftovers) if ((await admin.call('GET', path)).status === 200) await admin.call('DELETE', path);
    await session?.close();
  });

  describe('the catalogue: link and integrated services (one API, two screens)', () => {
    it('admin: the link list shows only the link services, the integrated list only the integrated ones', async () => {
      const { page, baseUrl } = session;
      const links = await admin.get<Listing<CatalogueRow>>(`${CATALOGUE_API}?kind=link&length=100`);
      const integrated = await admin.get<Listing<CatalogueRow>>(`${CATALOGUE_API}?kind=integrated&length=100`);
      expect(links.entries.length).toBeGreaterThanOrEqual(4);
      expect(links.entries.every((row) => row.kind === 'link')).toBe(true);
      expect(integrated.entries.map((row) => row.name)).toEqual(expect.arrayContaining(['Khảo sát', 'Chợ quê']));

      await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
      const linkAnswer = await afterResponse(page, CATALOGUE_API, () =>
        page.getByTestId('menu-service-link-managements').click(),
      );
      await waitForPath(page, LINKS);
      expect(new URL(linkAnswer.url()).searchParams.get('kind')).toBe('link');
      await tableSettled(page);
      await expectText(page.getByTestId('page-title'), 'Danh sách dịch vụ liên kết');
      const shownLinks = await rowIds(page);
      expect(shownLinks).toHaveLength(Math.min(links.total, PAGE_LENGTH));
      expect(idsOf(links.entries)).toEqual(expect.arrayContaining(shownLinks));
      for (const id of idsOf(integrated.entries)) expect(shownLinks).not.toContain(id);
      await expectText(page.locator('.ant-pagination'), `Tổng số ${links.total} bản ghi`);
      // the kind is the screen's: no column, no filter for it
      const titles = await columnTitles(page);
      expect(titles).toEqual(expect.arrayContaining(['Tên dịch vụ', 'Đường dẫn', 'Thứ tự hiển thị', 'Hoạt động']));
      expect(titles).not.toContain('Loại dịch vụ');
      expect(await page.getByTestId('resource-filter-kind').count()).toBe(0);
      const portal = links.entries.find((row) => row.name === 'Cổng dịch vụ công quốc gia')!;
      await expectText(tableRow(page, portal.id), 'https://dichvucong.gov.vn');
      const linkTable = await page.getByTestId('resource-table').innerText();
      for (const name of ['Khảo sát', 'Chợ quê']) expect(linkTable).not.toContain(name);
      await captureBoth(page, 'services-link-list', listReady(page, shownLinks.length));

      const integratedAnswer = await afterResponse(page, CATALOGUE_API, () =>
        page.getByTestId('menu-service-integrated-managements').click(),
      );
      await waitForPath(page, INTEGRATED);
      expect(new URL(integratedAnswer.url()).searchParams.get('kind')).toBe('integrated');
      await tableSettled(page);
      await expectText(page.getByTestId('page-title'), 'Danh sách dịch vụ tích hợp');
      const shownIntegrated = await rowIds(page);
      expect(shownIntegrated).toHaveLength(Math.min(integrated.total, PAGE_LENGTH));
      expect(idsOf(integrated.entries)).toEqual(expect.arrayContaining(shownIntegrated));
      for (const id of idsOf(links.entries)) expect(shownIntegrated).not.toContain(id);
      await expectText(page.locator('.ant-pagination'), `Tổng số ${integrated.total} bản ghi`);
      const integratedTable = page.getByTestId('resource-table');
      for (const name of ['Khảo sát', 'Chợ quê']) await expectText(integratedTable, name);
      expect(await integratedTable.innerText()).not.toContain(portal.name);
      expect(await columnTitles(page)).not.toContain('Loại dịch vụ');
      await captureBoth(page, 'services-integrated-list', listReady(page, shownIntegrated.length));

      // an integrated service runs inside the platform: its form has no kind to choose and the address is optional
      await page.getByTestId('resource-create').click();
      await waitForPath(page, `${INTEGRATED}/create`);
      await expectText(page.getByTestId('page-title'), 'Thêm mới dịch vụ tích hợp');
      await field(page, CATALOGUE_FORM, 'name').waitFor();
      expect(await field(page, CATALOGUE_FORM, 'kind').count()).toBe(0);
      expect(await fieldItem(page, CATALOGUE_FORM, 'link').locator('.ant-form-item-required').count()).toBe(0);
      expect(await fieldItem(page, CATALOGUE_FORM, 'name').locator('.ant-form-item-required').count()).toBe(1);
      await captureBoth(page, 'services-integrated-form', formReady(page));
      await page.getByTestId('resource-cancel').click();
      await waitForPath(page, INTEGRATED);
    });

    it('admin creates a link service: the address is asked for in Vietnamese before anything is sent', async () => {
      const { page } = session;
      await page.getByTestId('menu-service-link-managements').click();
      await waitForPath(page, LINKS);
      await tableSettled(page);
      await page.getByTestId('resource-create').click();
      await waitForPath(page, `${LINKS}/create`);
      await expectText(page.getByTestId('page-title'), 'Thêm mới dịch vụ liên kết');
      const name = field(page, CATALOGUE_FORM, 'name');
      await name.waitFor();
      // the screen is the link services': no kind to choose, and the address is marked required
      expect(await field(page, CATALOGUE_FORM, 'kind').count()).toBe(0);
      expect(await fieldItem(page, CATALOGUE_FORM, 'link').locator('.ant-form-item-required').count()).toBe(1);

      await name.fill(NEW_LINK.name);
      await field(page, CATALOGUE_FORM, 'description').fill(NEW_LINK.description);
      await field(page, CATALOGUE_FORM, 'sort_order').fill(NEW_LINK.sort_order);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === CATALOGUE_API) posts.push(request.url());
      });
      await page.getByTestId('resource-save').click();
      await page.locator('.ant-modal-confirm:visible').waitFor();
      // the window only: a full-page picture would stretch the page under a mask drawn for the window
      await shotInto(SCREENSHOT_DIR, page, 'services-link-form-missing-link', false);
      await expectErrorDialog(page, 'Đường dẫn không được trống!');
      const linkError = fieldItem(page, CATALOGUE_FORM, 'link').locator('.ant-form-item-explain-error');
      await expectText(linkError, 'Đường dẫn không được trống!');
      await captureBoth(page, 'services-link-form-missing-link-field', formReady(page));
      expect(posts).toEqual([]);

      await field(page, CATALOGUE_FORM, 'link').fill(NEW_LINK.link);
      await expect.poll(() => linkError.count()).toBe(0);
      await captureBoth(page, 'services-link-form', formReady(page));
      const created = await afterResponse(page, CATALOGUE_API, () => page.getByTestId('resource-save').click(), 'POST');
      const body = (await created.json()) as { code: number; data: { entry: CatalogueRow } };
      expect(body.code).toBe(200);
      // the screen's kind is sent with the row
      expect(JSON.parse(created.request().postData() ?? '{}')).toMatchObject({ kind: 'link', link: NEW_LINK.link });
      expect(body.data.entry).toMatchObject({
        name: NEW_LINK.name,
        kind: 'link',
        link: NEW_LINK.link,
        sort_order: 12,
        is_active: true,
      });
      linkId = body.data.entry.id;
      expect(await expectSuccessDialog(page)).toBe('Thêm mới dịch vụ thành công');
      await waitForPath(page, LINKS);
      await tableSettled(page);
      const row = tableRow(page, linkId);
      await expectText(row, NEW_LINK.name);
      await expectText(row, NEW_LINK.link);
      expect(await page.getByTestId(`resource-toggle-is_active-${linkId}`).getAttribute('aria-checked')).toBe('true');
      expect((await admin.get<{ entry: CatalogueRow }>(`${CATALOGUE_API}/${linkId}`)).entry.kind).toBe('link');
    });

    it('the new link service is found in the link list and not in the integrated list', async () => {
      const { page, baseUrl } = session;
      const search = async (path: string) => {
        await page.goto(`${baseUrl}${path}`);
        await tableSettled(page);
        const box = page.locator('input[aria-label="Tìm kiếm"]');
        await box.fill(NEW_LINK.name);
        const answer = await listAnswer(page, CATALOGUE_API, { keyword: NEW_LINK.name }, () => box.press('Enter'));
        await tableSettled(page);
        return (await answer.json()) as { data: Listing<CatalogueRow> };
      };
      const integrated = await search(INTEGRATED);
      expect(integrated.data.total).toBe(0);
      await expect.poll(() => rowIds(page)).toEqual([]);
      await expectText(page.locator('[data-testid=resource-table] .ant-empty'), 'Trống');

      const links = await search(LINKS);
      expect(idsOf(links.data.entries)).toEqual([String(linkId)]);
      await expect.poll(() => rowIds(page)).toEqual([String(linkId)]);
    });

    it('on a phone, the link list with the new, longer address stays inside the window', async () => {
      const { page, baseUrl } = session;
      try {
        await page.setViewportSize(PHONE);
        await page.goto(`${baseUrl}${LINKS}`);
        const ready = listReady(page);
        await ready(true);
        const card = listRow(page, linkId);
        await expectText(card, NEW_LINK.link);
        await page.mouse.move(0, 0);
        await capture(page, 'services-link-list-long-link-phone');
        await expectNoHorizontalOverflow(page);
        await expectInView(card.locator('a', { hasText: NEW_LINK.link }));
      } finally {
        await page.setViewportSize(DESKTOP);
      }
    });

    it('admin edits it on its update screen and comes back to the searched list', async () => {
      const { page, baseUrl } = session;
      await page.goto(`${baseUrl}${LINKS}?keyword=${encodeURIComponent(NEW_LINK.name)}`);
      await tableSettled(page);
      await expect.poll(() => rowIds(page)).toEqual([String(linkId)]);
      await page.getByTestId(`resource-edit-${linkId}`).click();
      await waitForPath(page, `${LINKS}/${linkId}/update`);
      await expectText(page.getByTestId('page-title'), 'Cập nhật dịch vụ liên kết');
      const name = field(page, CATALOGUE_FORM, 'name');
      await expect.poll(() => name.inputValue()).toBe(NEW_LINK.name);
      expect(await field(page, CATALOGUE_FORM, 'link').inputValue()).toBe(NEW_LINK.link);
      expect(await field(page, CATALOGUE_FORM, 'description').inputValue()).toBe(NEW_LINK.description);
      await name.fill(EDITED_LINK.name);
      await field(page, CATALOGUE_FORM, 'link').fill(EDITED_LINK.link);
      await captureBoth(page, 'services-link-form-edit', formReady(page));
      const updated = await afterResponse(
        page,
        `${CATALOGUE_API}/${linkId}`,
        () => page.getByTestId('resource-save').click(),
        'PATCH',
      );
      expect(((await updated.json()) as { code: number }).code).toBe(200);
      expect(await expectSuccessDialog(page)).toBe('Cập nhật dịch vụ thành công');
      await waitForPath(page, LINKS);
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(NEW_LINK.name);
      await tableSettled(page);
      const row = tableRow(page, linkId);
      await expectText(row, EDITED_LINK.name);
      await expectText(row, EDITED_LINK.link);
      const stored = (await admin.get<{ entry: CatalogueRow }>(`${CATALOGUE_API}/${linkId}`)).entry;
      expect(stored).toMatchObject({ name: EDITED_LINK.name, link: EDITED_LINK.link, kind: 'link' });
    });

    it('admin deletes it after the question ‘Xoá dịch vụ liên kết này?’', async () => {
      const { page, baseUrl } = session;
      await page.goto(`${baseUrl}${LINKS}?keyword=${encodeURIComponent(NEW_LINK.name)}`);
      await tableSettled(page);
      await expect.poll(() => rowIds(page)).toEqual([String(linkId)]);
      await page.getByTestId(`resource-delete-${linkId}`).click();
      const popup = page.locator('.ant-popconfirm:visible');
      await expectText(popup, 'Xoá dịch vụ liên kết này?');
      await capture(page, 'services-link-delete-confirm');
      const answer = await agreeTo(page, popup, 'Xoá dịch vụ liên kết này?', `${CATALOGUE_API}/${linkId}`, 'DELETE');
      expect(((await answer.json()) as { code: number }).code).toBe(200);
      expect(await expectSuccessDialog(page)).toBe('Xoá dịch vụ thành công');
      await tableSettled(page);
      await expect.poll(() => tableRow(page, linkId).count()).toBe(0);
      expect((await admin.call('GET', `${CATALOGUE_API}/${linkId}`)).status).toBe(404);
    });
  });

  describe('ward services: which catalogue services a ward turns on', () => {
    it('admin switches ‘Du lịch’ on for the demo ward on its update screen; the ward’s service list has it', async () => {
      const { page, baseUrl } = session;
      expect(wardId).toBeGreaterThan(0);
      expect(await tourismOn()).toBe(false);
      const rows = await admin.get<Listing<WardServiceRow>>(`${WARD_SERVICES_API}?ward_id=${wardId}&length=100`);
      expect(rows.entries.every((row) => row.ward_id === wardId)).toBe(true);
      tourismRow = rows.entries.find((row) => row.service_name === 'Du lịch')!;
      expect(tourismRow).toMatchObject({ enabled: false, ward_name: wardName });

      expect(rows.total).toBeLessThanOrEqual(PAGE_LENGTH);

      await page.goto(`${baseUrl}${WARD_SERVICES}?ward_id=${wardId}`);
      await tableSettled(page);
      await expectText(page.getByTestId('page-title'), 'Danh sách dịch vụ của xã/phường');
      await expect.poll(async () => sorted(await rowIds(page))).toEqual(sorted(idsOf(rows.entries)));
      const row = tableRow(page, tourismRow.id);
      await expectText(row, 'Du lịch');
      await expectText(row, wardName);
      const toggle = page.getByTestId(`resource-toggle-enabled-${tourismRow.id}`);
      expect(await toggle.getAttribute('aria-checked')).toBe('false');
      await captureBoth(page, 'services-ward-list', listReady(page, rows.entries.length));

      await page.getByTestId(`resource-edit-${tourismRow.id}`).click();
      await waitForPath(page, `${WARD_SERVICES}/${tourismRow.id}/update`);
      await expectText(page.getByTestId('page-title'), 'Cập nhật dịch vụ của xã/phường');
      await expectText(fieldItem(page, WARD_SERVICES_FORM, 'service_id'), 'Du lịch');
      await expectText(fieldItem(page, WARD_SERVICES_FORM, 'ward_id'), wardName);
      const enabled = field(page, WARD_SERVICES_FORM, 'enabled');
      await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('false');
      await enabled.click();
      await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('true');
      await captureBoth(page, 'services-ward-form-edit', formReady(page));
      const updated = await afterResponse(
        page,
        `${WARD_SERVICES_API}/${tourismRow.id}`,
        () => page.getByTestId('resource-save').click(),
        'PATCH',
      );
      const body = (await updated.json()) as { code: number; data: { entry: WardServiceRow } };
      expect(body.code).toBe(200);
      expect(body.data.entry).toMatchObject({ id: tourismRow.id, enabled: true, service_id: tourismRow.service_id });
      expect(await expectSuccessDialog(page)).toBe('Cập nhật dịch vụ của xã/phường thành công');
      await waitForPath(page, WARD_SERVICES);
      expect(new URL(page.url()).searchParams.get('ward_id')).toBe(String(wardId));
      await tableSettled(page);
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

      // the list the app reads after login (GET /api/admin/unconf-wards/{ward}) now has it on
      expect(await tourismOn()).toBe(true);
    });

    it('admin narrows the list to the ward with the ward filter; after a reload the filter still names the ward', async () => {
      const { page, baseUrl } = session;
      const rows = await admin.get<Listing<WardServiceRow>>(`${WARD_SERVICES_API}?ward_id=${wardId}&length=100`);
      await page.goto(`${baseUrl}${WARD_SERVICES}`);
      await tableSettled(page);
      const filter = page.getByTestId('resource-filter-ward_id');
      await listAnswer(page, WARD_SERVICES_API, { ward_id: String(wardId) }, () =>
        pickOption(page, filter, wardLabel, wardName),
      );
      await tableSettled(page);
      await expect.poll(async () => sorted(await rowIds(page))).toEqual(sorted(idsOf(rows.entries)));
      await expectText(filter, wardName);
      expect(new URL(page.url()).searchParams.get('ward_id')).toBe(String(wardId));

      // the same list reloaded (or reached back from a row's screen, or from a shared link): same rows, same words
      await page.reload();
      await tableSettled(page);
      await expect.poll(async () => sorted(await rowIds(page))).toEqual(sorted(idsOf(rows.entries)));
      await capture(page, 'services-ward-list-filter-reloaded');
      await expectText(filter, wardName);
    });

    it('the ward officer canbo1 sees ‘Du lịch’ among the ward’s services on the home page', async () => {
      const { page, baseUrl } = session;
      await loginAs(page, baseUrl, 'canbo1');
      const line = page.getByTestId('home-ward-services');
      await expectText(line, 'Dịch vụ đang sử dụng:');
      await expectText(page.getByTestId('home-ward-service-tourism'), 'Du lịch');
      for (const name of ['Phản ánh', 'Khảo sát', 'Thông báo']) await expectText(line, name);
      await capture(page, 'services-ward-home-officer');
    });

    it('admin switches it off again from the list; the home page of canbo1 no longer lists it', async () => {
      const { page, baseUrl } = session;
      await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
      await page.goto(`${baseUrl}${WARD_SERVICES}?ward_id=${wardId}`);
      await tableSettled(page);
      const toggle = page.getByTestId(`resource-toggle-enabled-${tourismRow.id}`);
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      const answer = await afterResponse(
        page,
        `${WARD_SERVICES_API}/${tourismRow.id}/change-enable`,
        () => toggle.click(),
        'PATCH',
      );
      expect(((await answer.json()) as { code: number }).code).toBe(200);
      await page.locator('.ant-notification-notice', { hasText: 'Cập nhật bật dịch vụ thành công' }).waitFor();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      expect(await tourismOn()).toBe(false);

      await loginAs(page, baseUrl, 'canbo1');
      await expectText(page.getByTestId('home-ward-services'), 'Phản ánh');
      expect(await page.getByTestId('home-ward-service-tourism').count()).toBe(0);
    });

    it('admin adds a service for the ward (both fields asked for first), sees it, then deletes it', async () => {
      const { page, baseUrl } = session;
      const links = (await admin.get<Listing<CatalogueRow>>(`${CATALOGUE_API}?kind=link&length=100`)).entries;
      const taken = new Set(
        (await admin.get<Listing<WardServiceRow>>(`${WARD_SERVICES_API}?ward_id=${wardId}&length=100`)).entries.map(
          (row) => row.service_id,
        ),
      );
      const service = links.find((row) => !taken.has(row.id));
      expect(service, 'a link service the demo ward has no row for').toBeDefined();

      await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
      await page.goto(`${baseUrl}${WARD_SERVICES}?ward_id=${wardId}`);
      await tableSettled(page);
      await page.getByTestId('resource-create').click();
      await waitForPath(page, `${WARD_SERVICES}/create`);
      await expectText(page.getByTestId('page-title'), 'Thêm mới dịch vụ của xã/phường');
      const enabled = field(page, WARD_SERVICES_FORM, 'enabled');
      await expect.poll(() => enabled.getAttribute('aria-checked')).toBe('true');

      await page.getByTestId('resource-save').click();
      await expectErrorDialog(page, 'Xã/phường không được trống!');
      await pickOption(page, field(page, WARD_SERVICES_FORM, 'ward_id'), wardLabel, wardName);
      await page.getByTestId('resource-save').click();
      await expectErrorDialog(page, 'Dịch vụ không được trống!');
      await pickOption(page, field(page, WARD_SERVICES_FORM, 'service_id'), service!.name, service!.name);
      await field(page, WARD_SERVICES_FORM, 'sort_order').fill('9');
      await captureBoth(page, 'services-ward-form', formReady(page));
      const created = await afterResponse(
        page,
        WARD_SERVICES_API,
        () => page.getByTestId('resource-save').click(),
        'POST',
      );
      const body = (await created.json()) as { code: number; data: { entry: WardServiceRow } };
      expect(body.code).toBe(200);
      expect(body.data.entry).toMatchObject({ ward_id: wardId, service_id: service!.id, enabled: true, sort_order: 9 });
      const id = body.data.entry.id;
      wardServiceId = id;
      expect(await expectSuccessDialog(page)).toBe('Thêm mới dịch vụ của xã/phường thành công');
      await waitForPath(page, WARD_SERVICES);
      await tableSettled(page);
      const row = tableRow(page, id);
      await expectText(row, service!.name);
      await expectText(row, wardName);
      expect(await page.getByTestId(`resource-toggle-enabled-${id}`).getAttribute('aria-checked')).toBe('true');

      await page.getByTestId(`resource-delete-${id}`).click();
      const popup = page.locator('.ant-popconfirm:visible');
      const answer = await agreeTo(
        page,
        popup,
        'Xoá dịch vụ của xã/phường này?',
        `${WARD_SERVICES_API}/${id}`,
        'DELETE',
      );
      expect(((await answer.json()) as { code: number }).code).toBe(200);
      expect(await expectSuccessDialog(page)).toBe('Xoá dịch vụ của xã/phường thành công');
      await tableSettled(page);
      await expect.poll(() => tableRow(page, id).count()).toBe(0);
      expect((await admin.call('GET', `${WARD_SERVICES_API}/${id}`)).status).toBe(404);
    });
  });

  describe('services a ward offers, by provider: official, rural, enterprise', () => {
    for (const area of PROVIDER_AREAS) {
      const path = `/admin/service-wards/${area.type}`;
      const api = `/api/admin/service-wards/${area.type}`;
      const form = `service-wards/${area.type}`;

      it(`${area.type}: admin opens the list from the menu, then adds a row after the empty fields are named`, async () => {
        const { page, baseUrl } = session;
        const rows = await admin.get<Listing<ProviderRow>>(`${api}?length=100`);
        expect(rows.total).toBeGreaterThanOrEqual(8);
        await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
        await page.getByTestId(`menu-${form}`).click();
        await waitForPath(page, path);
        await tableSettled(page);
        await expectText(page.getByTestId('page-title'), `Danh sách ${area.label}`);
        await expectText(page.locator('.ant-pagination'), `Tổng số ${rows.total} bản ghi`);
        const shown = await rowIds(page);
        expect(shown).toHaveLength(Math.min(rows.total, PAGE_LENGTH));
        expect(idsOf(rows.entries)).toEqual(expect.arrayContaining(shown));
        expect(await columnTitles(page)).toEqual(
          expect.arrayContaining(['Tên dịch vụ', area.providerLabel, 'Số điện thoại', 'Xã/phường', 'Hoạt động']),
        );
        const first = rows.entries.find((row) => row.id === Number(shown[0]))!;
        await expectText(tableRow(page, first.id), first.provider);
        await captureBoth(page, `services-${area.type}-list`, listReady(page, shown.length));

        await page.getByTestId('resource-create').click();
        await waitForPath(page, `${path}/create`);
        await expectText(page.getByTestId('page-title'), `Thêm mới ${area.label}`);
        const name = field(page, form, 'name');
        await name.waitFor();
        await expectText(fieldItem(page, form, 'provider').locator('label'), area.providerLabel);
        await page.getByTestId('resource-save').click();
        await expectErrorDialog(page, 'Tên dịch vụ không được trống!');
        await name.fill(area.row.name);
        await page.getByTestId('resource-save').click();
        await expectErrorDialog(page, `${area.providerLabel} không được trống!`);
        await expectText(
          fieldItem(page, form, 'provider').locator('.ant-form-item-explain-error'),
          `${area.providerLabel} không được trống!`,
        );
        await field(page, form, 'provider').fill(area.row.provider);
        await field(page, form, 'phone').fill(PHONE_TYPED);
        await field(page, form, 'address').fill(`Trụ sở ${wardName}`);
        await field(page, form, 'link').fill('https://dichvucong.gov.vn');
        await field(page, form, 'description').fill(`${area.row.name}: đăng ký tại ${area.row.provider}.`);
        await page.getByTestId('resource-save').click();
        await expectErrorDialog(page, 'Xã/phường không được trống!');
        await pickOption(page, field(page, form, 'ward_id'), wardLabel, wardName);
        await captureBoth(page, `services-${area.type}-form`, formReady(page));

        const created = await afterResponse(page, api, () => page.getByTestId('resource-save').click(), 'POST');
        const body = (await created.json()) as { code: number; data: { entry: ProviderRow } };
        expect(body.code).toBe(200);
        expect(body.data.entry).toMatchObject({
          name: area.row.name,
          provider: area.row.provider,
          phone: PHONE_STORED,
          ward_id: wardId,
          is_active: true,
        });
        providerIds[area.type] = body.data.entry.id;
        expect(await expectSuccessDialog(page)).toBe(`Thêm mới ${area.label} thành công`);
        await waitForPath(page, path);
        await tableSettled(page);
        await expectText(page.locator('.ant-pagination'), `Tổng số ${rows.total + 1} bản ghi`);
      });

      it(`${area.type}: admin finds the new row, edits its provider, then deletes it`, async () => {
        const { page } = session;
        const id = providerIds[area.type];
        expect(id).toBeGreaterThan(0);
        const box = page.locator('input[aria-label="Tìm kiếm"]');
        await box.fill(area.row.name);
        await listAnswer(page, api, { keyword: area.row.name }, () => box.press('Enter'));
        await tableSettled(page);
        await expect.poll(() => rowIds(page)).toEqual([String(id)]);
        const row = tableRow(page, id);
        await expectText(row, area.row.provider);
        await expectText(row, PHONE_STORED);
        await expectText(row, wardName);

        await page.getByTestId(`resource-edit-${id}`).click();
        await waitForPath(page, `${path}/${id}/edit`);
        await expectText(page.getByTestId('page-title'), `Cập nhật ${area.label}`);
        const provider = field(page, form, 'provider');
        await expect.poll(() => provider.inputValue()).toBe(area.row.provider);
        await expectText(fieldItem(page, form, 'ward_id'), wardName);
        await provider.fill(area.row.editedProvider);
        if (area.type === 'official') await captureBoth(page, `services-${area.type}-form-edit`, formReady(page));
        const updated = await afterResponse(
          page,
          `${api}/${id}`,
          () => page.getByTestId('resource-save').click(),
          'PATCH',
        );
        expect(((await updated.json()) as { code: number }).code).toBe(200);
        expect(await expectSuccessDialog(page)).toBe(`Cập nhật ${area.label} thành công`);
        await waitForPath(page, path);
        await tableSettled(page);
        await expectText(tableRow(page, id), area.row.editedProvider);
        expect((await admin.get<{ entry: ProviderRow }>(`${api}/${id}`)).entry).toMatchObject({
          provider: area.row.editedProvider,
          name: area.row.name,
          phone: PHONE_STORED,
        });

        await page.getByTestId(`resource-delete-${id}`).click();
        const popup = page.locator('.ant-popconfirm:visible');
        const answer = await agreeTo(page, popup, `Xoá ${area.label} này?`, `${api}/${id}`, 'DELETE');
        expect(((await answer.json()) as { code: number }).code).toBe(200);
        expect(await expectSuccessDialog(page)).toBe(`Xoá ${area.label} thành công`);
        await tableSettled(page);
        await expect.poll(() => rowIds(page)).toEqual([]);
        expect((await admin.call('GET', `${api}/${id}`)).status).toBe(404);
      });
    }
  });

  describe('who may do what (apps/api/src/seed/default-permissions.ts)', () => {
    const SERVICE_SCREENS = [
      { path: LINKS, menu: 'Dịch vụ liên kết', testId: 'menu-service-link-managements' },
      { path: INTEGRATED, menu: 'Dịch vụ tích hợp', testId: 'menu-service-integrated-managements' },
      { path: WARD_SERVICES, menu: 'Dịch vụ của xã/phường', testId: 'menu-ward-service-managements' },
      ...PROVIDER_AREAS.map((area) => ({
        path: `/admin/service-wards/${area.type}`,
        menu: area.menu,
        testId: `menu-service-wards/${area.type}`,
      })),
    ];
    const SERVICE_APIS = [
      CATALOGUE_API,
      WARD_SERVICES_API,
      ...PROVIDER_AREAS.map((area) => `/api/admin/service-wards/${area.type}`),
    ];

    it('the ward officer canbo1 has none of the service areas: not in the menu, 403 page and 403 answers', async () => {
      const { page, baseUrl } = session;
      for (const path of SERVICE_APIS) expect((await officer.call('GET', path)).status, path).toBe(403);
      await loginAs(page, baseUrl, 'canbo1');
      const menu = await menuLabels(page);
      expect(menu).toContain('Thôn/xóm');
      for (const screen of SERVICE_SCREENS) {
        expect(menu).not.toContain(screen.menu);
        expect(await page.getByTestId(screen.testId).count()).toBe(0);
      }
      for (const screen of SERVICE_SCREENS) {
        await page.goto(`${baseUrl}${screen.path}`);
        await waitForPath(page, '/admin/errors/403');
        await expectText(page.getByTestId('error-page-403'), 'Bạn không có quyền truy cập trang này');
      }
    });

    it('the ward administrator quantri1 reads the catalogue without writing it, and manages the ward’s services', async () => {
      const { page, baseUrl } = session;
      const links = await wardAdmin.get<Listing<CatalogueRow>>(`${CATALOGUE_API}?kind=link&length=100`);
      const ownRows = await wardAdmin.get<Listing<WardServiceRow>>(`${WARD_SERVICES_API}?length=100`);
      expect(ownRows.entries.every((row) => row.ward_id === wardId)).toBe(true);
      expect(ownRows.total).toBeLessThanOrEqual(PAGE_LENGTH);
      expect((await wardAdmin.call('POST', CATALOGUE_API, { name: 'Thử', kind: 'integrated' })).status).toBe(403);

      await loginAs(page, baseUrl, 'quantri1');
      const menu = await menuLabels(page);
      for (const screen of SERVICE_SCREENS) expect(menu).toContain(screen.menu);

      await page.getByTestId('menu-service-link-managements').click();
      await waitForPath(page, LINKS);
      await tableSettled(page);
      await expect.poll(async () => (await rowIds(page)).length).toBe(Math.min(links.total, PAGE_LENGTH));
      expect(await page.getByTestId('resource-create').count()).toBe(0);
      expect(await page.locator('[data-testid^=resource-edit-]').count()).toBe(0);
      expect(await page.locator('[data-testid^=resource-delete-]').count()).toBe(0);
      const switches = page.locator('[data-testid^=resource-toggle-is_active-]');
      expect(await switches.count()).toBe(Math.min(links.total, PAGE_LENGTH));
      for (const toggle of await switches.all()) expect(await toggle.isDisabled()).toBe(true);
      await captureBoth(page, 'services-link-list-ward-admin', listReady(page));
      await page.goto(`${baseUrl}${LINKS}/create`);
      await waitForPath(page, '/admin/errors/403');

      await page.goto(`${baseUrl}${WARD_SERVICES}`);
      await tableSettled(page);
      await expect.poll(async () => sorted(await rowIds(page))).toEqual(sorted(idsOf(ownRows.entries)));
      // one ward: no ward filter to choose from; adding, editing and the switches are theirs
      expect(await page.getByTestId('resource-filter-ward_id').count()).toBe(0);
      expect(await page.getByTestId('resource-create').count()).toBe(1);
      expect(await page.locator('[data-testid^=resource-edit-]').count()).toBe(ownRows.entries.length);
      for (const toggle of await page.locator('[data-testid^=resource-toggle-enabled-]').all())
        expect(await toggle.isDisabled()).toBe(false);
      await captureBoth(page, 'services-ward-list-ward-admin', listReady(page));
    });
  });
});
