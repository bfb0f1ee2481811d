import { ROLES } from '@console/shared/domain/roles';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  agreeTo,
  capture,
  expectErrorDialog,
  expectSuccessDialog,
  expectText,
  loginAs,
  menuLabels,
  waitForPath,
} from './flows';
import {
  cell,
  matrixRow,
  matrixSubjects,
  roleCell,
  roleRow,
  roleRowIds,
  rolesApi,
  rolesTableSettled,
  saveRoleConfirmed,
  type RoleEntry,
} from './roles-flows';

const WARD_ROLE_ID = 6;
const PROVINCE_ROLE_ID = 3;
const NEW_KEY = 'can_bo_van_hoa';
const NEW_NAME = 'Cán bộ văn hoá';

describe('roles: the list, the permission matrix, a custom role; read-only for the province officer', () => {
  let session: BrowserSession;
  let admin: Awaited<ReturnType<typeof rolesApi>>;
  let wardBefore: RoleEntry;
  let provinceBefore: RoleEntry;
  let newId: number | undefined;

  beforeAll(async () => {
    session = await openBrowser();
    admin = await rolesApi(session.baseUrl, 'admin', inject('adminPassword'));
    [wardBefore, provinceBefore] = await Promise.all([admin.role(WARD_ROLE_ID), admin.role(PROVINCE_ROLE_ID)]);
  });

  afterAll(async () => {
    // the e2e server is shared by every test file: canbo1 and tinh get their roles back, the custom role goes
    if (admin) {
      await admin.setPermissions(WARD_ROLE_ID, wardBefore.permissions);
      await admin.setPermissions(PROVINCE_ROLE_ID, provinceBefore.permissions);
      if (newId) await admin.remove(newId);
    }
    await session?.close();
  });

  it('admin opens Vai trò from the menu and sees the 14 built-in roles, none of them deletable', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await expectText(page.getByTestId('home-card-roles'), 'Quản lý danh sách vai trò');
    await page.getByTestId('menu-roles').click();
    await waitForPath(page, '/admin/roles');
    await rolesTableSettled(page);
    const headers = await page.locator('[data-testid=roles-table] thead th').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual([
      'STT',
      'Mã vai trò',
      'Tên vai trò',
      'Phạm vi',
      'Số người dùng',
      'Số quyền',
      'Phê duyệt',
      'Thao tác',
    ]);
    expect(await roleRowIds(page)).toEqual(ROLES.map((role) => String(role.id)));
    for (const role of ROLES) await expectText(roleRow(page, role.id), role.name);
    await expectText(roleRow(page, WARD_ROLE_ID), 'Xã/phường');
    await expectText(roleRow(page, 1), 'Toàn hệ thống');
    expect(await roleCell(page, WARD_ROLE_ID, 5).innerText()).toBe(String(wardBefore.permissions.length));
    await expectText(page.locator('.ant-pagination'), 'Tổng số 14 bản ghi');
    expect(await page.getByTestId(`role-delete-${WARD_ROLE_ID}`).isDisabled()).toBe(true);
    await page.getByTestId(`role-delete-hint-${WARD_ROLE_ID}`).hover();
    await expectText(page.locator('.ant-tooltip:visible'), 'Vai trò mặc định không thể xoá');
    await page.mouse.move(0, 0);
    await capture(page, 'roles-list');
  });

  it('grants Thêm mới on Thôn/xóm to Cán bộ xã/phường in the matrix and saves after the confirmation', async () => {
    const { page } = session;
    await page.getByTestId(`role-edit-${WARD_ROLE_ID}`).click();
    await waitForPath(page, `/admin/roles/${WARD_ROLE_ID}/edit`);
    await cell(page, 'villages', 'create').waitFor();
    expect(await page.locator('#role_name').inputValue()).toBe('Cán bộ xã/phường');
    expect(await page.locator('#role_field').isDisabled()).toBe(true);
    await expectText(page.getByTestId('permission-count'), `Đã chọn ${wardBefore.permissions.length} quyền`);
    expect(await page.locator('[data-testid=permission-table] thead th:not(.ant-table-cell-scrollbar)').count()).toBe(
      14,
    );
    await page.mouse.move(0, 0);
    await capture(page, 'role-matrix-editor');
    // the subject column stays while the last action columns scroll into view
    await page
      .locator('[data-testid=permission-table] .ant-table-body')
      .evaluate((body) => body.scrollTo({ left: body.scrollWidth }));
    await capture(page, 'role-matrix-editor-scrolled');

    // a search without diacritics: 'xom' finds Thôn/xóm only
    await page.getByTestId('permission-search').fill('xom');
    await expect.poll(() => matrixSubjects(page)).toEqual(['villages']);
    expect(await cell(page, 'villages', 'create').isChecked()).toBe(false);
    expect(await cell(page, 'villages', 'list').isChecked()).toBe(true);
    await cell(page, 'villages', 'create').check();
    await expectText(page.getByTestId('permission-count'), `Đã chọn ${wardBefore.permissions.length + 1} quyền`);
    await capture(page, 'role-matrix-search');

    const saved = await saveRoleConfirmed(page, `/api/admin/roles/${WARD_ROLE_ID}`, 'PUT');
    expect(((await saved.json()) as { code: number }).code).toBe(200);
    await expectSuccessDialog(page);
    await waitForPath(page, '/admin/roles');
    await rolesTableSettled(page);
    await expect
      .poll(() => roleCell(page, WARD_ROLE_ID, 5).innerText())
      .toBe(String(wardBefore.permissions.length + 1));
    expect((await admin.role(WARD_ROLE_ID)).permissions).toContainEqual({ action: 'create', subject: 'villages' });
  });

  it('the detail shows the granted cells only, and every subject with ‘Hiện tất cả’', async () => {
    const { page } = session;
    await page.getByTestId(`role-view-${WARD_ROLE_ID}`).click();
    await waitForPath(page, `/admin/roles/${WARD_ROLE_ID}/detail`);
    await expectText(page.getByTestId('role-detail'), 'Cán bộ xã/phường');
    await cell(page, 'villages', 'create').waitFor();
    expect(await cell(page, 'villages', 'delete').count()).toBe(0);
    expect(await page.locator('[data-testid=permission-table] input[type=checkbox]').count()).toBe(0);
    // the ward officer holds nothing on roles: that row waits for the switch
    expect(await matrixRow(page, 'roles').count()).toBe(0);
    // and so do the actions nobody in this role holds: the rest fits beside the menu
    const headers = page.locator('[data-testid=permission-table] thead th:not(.ant-table-cell-scrollbar)');
    expect(await headers.count()).toBeLessThan(14);
    await page.getByTestId('role-detail-edit').waitFor();
    await capture(page, 'role-detail');
    await page.getByTestId('permission-show-all').click();
    await matrixRow(page, 'roles').waitFor();
    expect(await headers.count()).toBe(14);
  });

  it('canbo1, a Cán bộ xã/phường, now sees Thêm mới on the villages list', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await page.getByTestId('menu-villages').click();
    await waitForPath(page, '/admin/villages');
    await page.getByTestId('resource-create').waitFor();
    expect(await menuLabels(page)).not.toContain('Vai trò');
  });

  it('admin creates a custom role after a refused key, sees it in the list and deletes it', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}/admin/roles`);
    await rolesTableSettled(page);
    await page.getByTestId('role-create').click();
    await waitForPath(page, '/admin/roles/create');
    await page.locator('#role_field').fill('Cán bộ');
    await page.locator('#role_name').fill(NEW_NAME);
    await page.locator('#role_scope').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Xã/phường' }).click();
    await page.getByTestId('role-save').click();
    await expectErrorDialog(page, 'Mã vai trò không đúng định dạng!');

    await page.locator('#role_field').fill(NEW_KEY);
    await page.getByTestId('perm-row-freq_asked_questions').check();
    await page.getByTestId('permission-search').fill('thon/xom');
    await cell(page, 'villages', 'list').check();
    await expectText(page.getByTestId('permission-count'), 'Đã chọn 14 quyền');
    await page.getByTestId('permission-search').fill('');
    await page.mouse.move(0, 0);
    await capture(page, 'role-create');
    const created = await saveRoleConfirmed(page, '/api/admin/roles', 'POST');
    const body = (await created.json()) as { code: number; data: { entry: { id: number } } };
    expect(body.code).toBe(200);
    newId = body.data.entry.id;
    await expectSuccessDialog(page);
    await waitForPath(page, '/admin/roles');
    await rolesTableSettled(page);
    await expectText(roleRow(page, newId), NEW_NAME);
    expect(await roleCell(page, newId, 5).innerText()).toBe('14');
    expect(await roleCell(page, newId, 4).innerText()).toBe('0');

    await page.getByTestId(`role-delete-${newId}`).click();
    await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Xoá vai trò này?',
      `/api/admin/roles/${newId}`,
      'DELETE',
    );
    await expectSuccessDialog(page);
    await expect.poll(() => roleRow(page, newId!).count()).toBe(0);
    newId = undefined;
  });

  it('admin withdraws and gives back the approval of a role it created, with the switch of the Phê duyệt column', async () => {
    const { page, baseUrl } = session;
    const created = await admin.create({
      field: 'duyet_thu',
      name: 'Vai trò duyệt thử',
      scope: 'ward',
      permissions: [{ action: 'list', subject: 'villages' }],
    });
    newId = created.id;
    // made by an administrator (scope 'all'), the role starts approved
    expect(created.is_approved).toBe(true);
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}/admin/roles`);
    await rolesTableSettled(page);
    const toggle = page.getByTestId(`role-approve-${created.id}`);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    expect(await toggle.isDisabled()).toBe(false);
    // the built-in roles stay approved
    expect(await page.getByTestId(`role-approve-${WARD_ROLE_ID}`).isDisabled()).toBe(true);

    await toggle.click();
    await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Hủy phê duyệt vai trò này?',
      `/api/admin/roles/${created.id}/approve`,
      'PUT',
    );
    await page.locator('.ant-notification-notice', { hasText: 'Hủy phê duyệt vai trò thành công' }).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect((await admin.role(created.id)).is_approved).toBe(false);
    await capture(page, 'roles-approval');

    // the user form still lists it, marked and not selectable
    await page.goto(`${baseUrl}/admin/users/create`);
    await page.locator('[data-testid=user-role]').click();
    await page.keyboard.type('duyệt thử');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: 'Vai trò duyệt thử (chưa phê duyệt)',
    });
    await option.waitFor();
    expect(await option.getAttribute('class')).toContain('ant-select-item-option-disabled');
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/admin/roles`);
    await rolesTableSettled(page);

    await toggle.click();
    await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Phê duyệt vai trò này?',
      `/api/admin/roles/${created.id}/approve`,
      'PUT',
    );
    await page.locator('.ant-notification-notice', { hasText: 'Phê duyệt vai trò thành công' }).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');

    // the detail tells who approved it
    await page.getByTestId(`role-view-${created.id}`).click();
    await waitForPath(page, `/admin/roles/${created.id}/detail`);
    await expectText(page.getByTestId('role-approval'), 'Đã phê duyệt');
    await expectText(page.getByTestId('role-approval'), /Phê duyệt bởi .+ lúc \d\d\/\d\d\/\d{4}/);
    await admin.remove(created.id);
    newId = undefined;
  });

  it('tinh (Cán bộ tỉnh) sees the list and the detail but no Thêm mới, Sửa or Xoá', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'tinh');
    await page.getByTestId('menu-roles').click();
    await rolesTableSettled(page);
    expect(await roleRowIds(page)).toHaveLength(14);
    expect(await page.getByTestId('role-create').count()).toBe(0);
    expect(await page.locator('[data-testid^=role-edit-], [data-testid^=role-delete-]').count()).toBe(0);
    await page.getByTestId(`role-view-${WARD_ROLE_ID}`).click();
    await waitForPath(page, `/admin/roles/${WARD_ROLE_ID}/detail`);
    await cell(page, 'villages', 'list').waitFor();
    expect(await page.getByTestId('role-detail-edit').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Sửa|Thêm mới/ }).count()).toBe(0);
    await page.goto(`${baseUrl}/admin/roles/${WARD_ROLE_ID}/edit`);
    await waitForPath(page, '/admin/errors/403');
  });

  it('a user who edits their own role sees the menu follow without signing in again', async () => {
    const { page, baseUrl } = session;
    // let the province officer write roles: within what they hold, the API lets them edit their own
    const writes = ['update', 'read', 'list'].map((action) => ({ action, subject: 'roles' }));
    await admin.setPermissions(PROVINCE_ROLE_ID, [
      ...provinceBefore.permissions.filter((p) => p.subject !== 'roles'),
      ...writes,
    ]);
    await loginAs(page, baseUrl, 'tinh');
    expect(await menuLabels(page)).toContain('Thôn/xóm');
    await page.goto(`${baseUrl}/admin/roles/${PROVINCE_ROLE_ID}/edit`);
    await page.getByTestId('permission-search').fill('thon/xom');
    // the row holds some actions (indeterminate): a first click takes them all, the second none
    const count = Number((await page.getByTestId('permission-count').innerText()).replace(/\D/g, ''));
    await page.getByTestId('perm-row-villages').check();
    await page.getByTestId('perm-row-villages').uncheck();
    expect(await matrixRow(page, 'villages').locator('input:checked').count()).toBe(0);
    const removed = provinceBefore.permissions.filter((p) => p.subject === 'villages').length;
    await expectText(page.getByTestId('permission-count'), `Đã chọn ${count - removed} quyền`);
    const saved = await saveRoleConfirmed(page, `/api/admin/roles/${PROVINCE_ROLE_ID}`, 'PUT');
    expect(((await saved.json()) as { code: number }).code).toBe(200);
    await expectSuccessDialog(page);
    await waitForPath(page, '/admin/roles');
    await expect.poll(() => menuLabels(page)).not.toContain('Thôn/xóm');
    expect(await menuLabels(page)).toContain('Vai trò');
  });
});
