import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  apiLogin,
  clickWhenStill,
  expectErrorDialog,
  expectText,
  loginAs,
  menuLabels,
  vietnamDate,
  waitForPath,
} from './flows';
import {
  adminApi,
  pickWard,
  searchUnits,
  shot,
  unitRow,
  unitRowIds,
  unitsTableSettled,
  type WardRow,
} from './units-flows';

const NEW_NAME = 'Xã Thử Nghiệm Đổi Tên';
const NEW_SHORT_NAME = 'Thử Nghiệm Đổi Tên';
const COLUMNS = ['STT', 'Tên', 'Tên ngắn', 'Mã', 'Loại', 'Tỉnh/thành phố', 'Thao tác'];

interface ServiceEntry {
  service: { id: number; key: string; name: string };
  enabled: boolean;
}

/**
 * Wards of a province far from the demo one (Lào Cai, where every demo account works): renaming, switching and
 * merging them changes nothing another browser test looks at.
 */
describe('administrative units: admin renames, switches services, merges; the ward officer only looks', () => {
  let session: BrowserSession;
  let admin: Awaited<ReturnType<typeof adminApi>>;
  let province: { id: number; name: string };
  /** [renamed, services, merged A, merged B, merged into] */
  let picked: WardRow[];
  let allWards: number;

  beforeAll(async () => {
    session = await openBrowser();
    admin = await adminApi(session.baseUrl);
    const demoProvince = (await apiLogin(session.baseUrl, 'canbo1')).user;
    const provinces = await admin.get<{ entries: { id: number; name: string }[] }>('/api/admin/provinces?length=100');
    const demoWard = await admin.get<{ entry: { province_id: number } }>(`/api/admin/wards/${demoProvince.ward_id}`);
    province = provinces.entries.filter((p) => p.id !== demoWard.entry.province_id).at(-1)!;
    picked = (await admin.get<{ entries: WardRow[] }>(`/api/admin/wards?province_id=${province.id}&length=5`)).entries;
    allWards = (await admin.get<{ total: number }>('/api/admin/wards?merged=all&length=1')).total;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('admin opens Đơn vị hành chính from the menu: every ward, by level, filtered by province', async () => {
    const { page, baseUrl } = session;
    expect(picked).toHaveLength(5);
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    expect(await menuLabels(page)).toContain('Đơn vị hành chính');
    await page.getByTestId('menu-units').click();
    await waitForPath(page, '/admin/units');
    await unitsTableSettled(page);
    expect(await page.title()).toContain('Đơn vị hành chính');
    // the two-level data set (2025) has no districts: no tab, no column
    const levels = await page.locator('[data-testid=unit-levels] .ant-segmented-item-label').allInnerTexts();
    expect(levels).toEqual(['Tỉnh/thành phố', 'Xã/phường']);
    const headers = await page.locator('[data-testid=units-table] thead th').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual(COLUMNS);
    await expectText(page.locator('.ant-pagination'), `Tổng số ${allWards} bản ghi`);

    await page.getByTestId('unit-filter-province_id').click();
    await page.keyboard.type(province.name);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: province.name })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('province_id')).toBe(String(province.id));
    await unitsTableSettled(page);
    await expect
      .poll(async () => (await unitRowIds(page)).slice(0, 5), { timeout: 5_000 })
      .toEqual(picked.map((w) => String(w.id)));
    await expectText(unitRow(page, picked[0].id), province.name);
    await shot(page, 'list');

    // the provinces tab lists the 34 provinces
    await page.locator('[data-testid=unit-levels] .ant-segmented-item', { hasText: 'Tỉnh/thành phố' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('level')).toBe('provinces');
    await unitsTableSettled(page);
    await expectText(page.locator('.ant-pagination'), 'Tổng số 34 bản ghi');
    await page.locator('[data-testid=unit-levels] .ant-segmented-item', { hasText: 'Xã/phường' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('level')).toBeNull();
    await unitsTableSettled(page);
    await expect
      .poll(() => page.locator('input[aria-label="Tìm kiếm"]').getAttribute('placeholder'))
      .toBe('Tìm xã/phường theo tên hoặc mã');
  });

  it('admin renames a ward: an empty name is refused in Vietnamese, then the new name shows in the list', async () => {
    const { page } = session;
    const ward = picked[0];
    await searchUnits(page, ward.code);
    await expect.poll(() => unitRowIds(page), { timeout: 5_000 }).toEqual([String(ward.id)]);

    await page.getByTestId(`unit-rename-${ward.id}`).click();
    await expectText(page.locator('.ant-modal-title:visible'), 'Đổi tên xã/phường');
    await expectText(page.getByTestId('unit-rename-code'), ward.code);
    const name = page.locator('#unit_name');
    await expect.poll(() => name.inputValue()).toBe(ward.name);
    await name.fill('');
    await page.getByTestId('unit-rename-save').click();
    await expectErrorDialog(page, 'Tên đầy đủ không được trống!');
    await expectText(page.locator('.ant-form-item-explain-error'), 'Tên đầy đủ không được trống!');
    await name.fill(NEW_NAME);
    await page.locator('#unit_short_name').fill(NEW_SHORT_NAME);
    await shot(page, 'rename');
    await afterResponse(
      page,
      `/api/admin/wards/${ward.id}`,
      () => page.getByTestId('unit-rename-save').click(),
      'PATCH',
    );
    await page.locator('.ant-notification-notice', { hasText: 'Cập nhật tên đơn vị hành chính thành công' }).waitFor();
    await expectText(page.getByTestId(`unit-name-${ward.id}`), NEW_NAME);
    await expectText(unitRow(page, ward.id), NEW_SHORT_NAME);
    expect((await admin.get<{ entry: WardRow }>(`/api/admin/wards/${ward.id}`)).entry.name).toBe(NEW_NAME);
  });

  it('admin switches a ward’s Khảo sát service on and off again in the services drawer', async () => {
    const { page } = session;
    const ward = picked[1];
    const services = () => admin.get<{ entries: ServiceEntry[] }>(`/api/admin/unconf-wards/${ward.id}?length=100`);
    const survey = async () => (await services()).entries.find((e) => e.service.key === 'survey')!.enabled;
    const before = await survey();

    await searchUnits(page, ward.code);
    await expect.poll(() => unitRowIds(page), { timeout: 5_000 }).toEqual([String(ward.id)]);
    await page.getByTestId(`ward-services-${ward.id}`).click();
    const drawer = page.locator('.ant-drawer-content:visible');
    await expectText(drawer.locator('.ant-drawer-title'), `Dịch vụ của ${ward.name}`);
    // the drawer opens before the ward's services have answered
    const names = async () =>
      (await drawer.locator('.ant-list-item').allInnerTexts()).map((text) => text.split('\n')[0].trim());
    await expect
      .poll(names, { timeout: 10_000 })
      .toEqual([
        'Khảo sát',
        'Chợ quê',
        'Phản ánh',
        'Thông báo',
        'Du lịch',
        'Thư viện kiến thức',
        'Camera',
        'Hòm thư góp ý',
      ]);
    const toggle = page.getByTestId('ward-service-switch-survey');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(before));

    for (const wanted of [!before, before]) {
      await afterResponse(page, `/api/admin/unconf-wards/${ward.id}`, () => toggle.click(), 'PUT');
      await page
        .locator('.ant-notification-notice', { hasText: `${wanted ? 'Đã bật' : 'Đã tắt'} dịch vụ Khảo sát` })
        .last()
        .waitFor();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe(String(wanted));
      expect(await survey()).toBe(wanted);
      if (wanted !== before) await shot(page, 'services');
    }
    // the other services were left as they were
    expect((await services()).entries.filter((e) => e.enabled).map((e) => e.service.key)).toEqual(
      before ? ['survey'] : [],
    );
    await drawer.locator('.ant-drawer-close').click();
  });

  it('admin merges two wards into a third after confirming, sees what moved, the history row and the merged tags', async () => {
    const { page, baseUrl } = session;
    const [, , fromA, fromB, into] = picked;
    await page.getByTestId('units-merge-link').click();
    await waitForPath(page, '/admin/units/merge');
    await expectText(page.locator('.ant-card-head-title'), 'Sáp nhập xã/phường');
    await expectText(page.getByTestId('merger-history'), 'Chưa có lần sáp nhập nào');

    // nothing chosen: the server's wording, in the error dialog
    await page.getByTestId('merge-submit').click();
    await expectErrorDialog(page, 'Xã/phường được sáp nhập không được trống!');

    await pickWard(page, 'merge-from', fromA.code, fromA.name);
    await pickWard(page, 'merge-from', fromB.code, fromB.name);
    await pickWard(page, 'merge-into', into.code, into.name);
    await expectText(
      page.getByTestId('merge-summary'),
      `Sáp nhập 2 xã/phường: ${fromA.name} và ${fromB.name} vào ${into.name}.`,
    );
    await shot(page, 'merge-form');

    const question = `Sáp nhập ${fromA.name} và ${fromB.name} vào ${into.name}?`;
    await page.getByTestId('merge-submit').click();
    await expectText(page.getByTestId('merge-confirm-title'), question);
    await expectText(
      page.getByTestId('merge-confirm-warning'),
      `Người dùng, thôn/xóm và dữ liệu của các xã/phường này sẽ chuyển sang ${into.name}. Thao tác không thể hoàn tác.`,
    );
    expect(await page.locator('.merge-confirm [data-testid=confirm-cancel]').innerText()).toBe('Không đồng ý!');
    expect(await page.locator('.merge-confirm [data-testid=confirm-ok]').innerText()).toBe('Đồng ý!');
    await shot(page, 'merge-confirm');
    // 'Không đồng ý!' changes nothing
    await page.locator('.merge-confirm [data-testid=confirm-cancel]').click();
    await expect.poll(() => page.locator('.merge-confirm .ant-modal:visible').count()).toBe(0);
    expect((await admin.get<{ total: number }>('/api/admin/ward-mergers')).total).toBe(0);

    await page.getByTestId('merge-submit').click();
    const answer = await afterResponse(
      page,
      '/api/admin/ward-mergers',
      () => clickWhenStill(page, page.locator('.merge-confirm [data-testid=confirm-ok]')),
      'POST',
    );
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    await expectText(page.getByTestId('merge-result'), `Đã sáp nhập ${fromA.name} và ${fromB.name} vào ${into.name}.`);
    await expectText(page.getByTestId('merge-result'), 'Không có người dùng hay dữ liệu nào cần chuyển.');

    const history = page.locator('[data-testid=merger-history] tbody tr.ant-table-row');
    await expect.poll(() => history.count()).toBe(1);
    const cells = (await history.first().locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells[0]).toMatch(new RegExp(`^${vietnamDate().replace(/\//g, '\\/')} \\d{2}:\\d{2}$`));
    expect(cells[1]).toContain('admin');
    expect(cells[2]).toBe(`${fromA.name} và ${fromB.name} → ${into.name}`);
    expect(cells[3]).toBe('Không có');
    // the pickers are empty again and no longer offer the merged wards
    await page.getByTestId('merge-from').click();
    await page.keyboard.type(fromA.code);
    await expectText(page.locator('.ant-select-dropdown:visible'), 'Không tìm thấy xã/phường');
    await page.keyboard.press('Escape');
    await shot(page, 'merge-done');

    await page.goto(`${baseUrl}/admin/units?province_id=${province.id}&status=merged`);
    await unitsTableSettled(page);
    await expect.poll(() => unitRowIds(page), { timeout: 5_000 }).toEqual([String(fromA.id), String(fromB.id)]);
    for (const ward of [fromA, fromB]) {
      await expectText(page.getByTestId(`unit-merged-${ward.id}`), `Đã sáp nhập vào ${into.name}`);
      // a merged ward has no services to switch
      expect(await page.getByTestId(`ward-services-${ward.id}`).count()).toBe(0);
    }
    await shot(page, 'merged-tags');
  });

  it('the ward officer canbo1 sees their ward without Đổi tên or Sáp nhập, services read-only, and the merge screen is forbidden', async () => {
    const { page, baseUrl } = session;
    const officer = (await apiLogin(baseUrl, 'canbo1')).user;
    await loginAs(page, baseUrl, 'canbo1');
    await page.getByTestId('menu-units').click();
    await waitForPath(page, '/admin/units');
    await unitsTableSettled(page);
    await expect.poll(() => unitRowIds(page), { timeout: 5_000 }).toEqual([String(officer.ward_id)]);
    await expectText(unitRow(page, officer.ward_id!), officer.ward_name ?? '');
    expect(await page.locator('[data-testid^=unit-rename-]').count()).toBe(0);
    expect(await page.getByTestId('units-merge-link').count()).toBe(0);
    await page.getByTestId(`ward-services-${officer.ward_id}`).click();
    const toggle = page.getByTestId('ward-service-switch-survey');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await toggle.isDisabled()).toBe(true);
    await expectText(
      page.locator('.ant-drawer-content:visible'),
      'Chỉ quản trị viên được bật, tắt dịch vụ của xã/phường.',
    );
    await shot(page, 'officer');
    await page.locator('.ant-drawer-content:visible .ant-drawer-close').click();

    await page.goto(`${baseUrl}/admin/units/merge`);
    await waitForPath(page, '/admin/errors/403');
    await expectText(page.getByTestId('error-page-403'), 'Bạn không có quyền truy cập trang này');
  });
});
