import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  animationsDone,
  apiLogin,
  capture,
  expectSuccessDialog,
  expectText,
  loginAs,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';

// a ward administrator's two screens of the resident app: the app's menu as a tree (moved with the arrows, a new entry
// put under a parent, an entry dragged under another) and a spreadsheet uploaded, previewed and published

const MENUS = '/admin/system/menus';
const MENUS_API = '/api/admin/menus';
const ORDER_API = `${MENUS_API}/order`;
const EXCEL = '/admin/upload-excel';
const EXCEL_API = '/api/admin/excel-files';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const NEW_MENU = 'Đăng ký khai sinh trực tuyến';
const NEW_LINK = '/dich-vu-cong/khai-sinh';
const SHEET = 'Danh sách';
const HEADER = ['STT', 'Họ và tên', 'Thôn', 'Số tiền hỗ trợ (đồng)'];
const PEOPLE: [number, string, string, number][] = [
  [1, 'Nguyễn Văn An', 'Thôn Đông', 1_500_000],
  [2, 'Trần Thị Bích', 'Thôn Tây', 2_000_000],
  [3, 'Lê Văn Cường', 'Thôn Nam', 750_000],
];
const EXCEL_TITLE = 'Danh sách hộ nhận hỗ trợ sau bão tháng 9';

interface Menu {
  id: number;
  name: string;
  parent_id: number | null;
  sort_order: number | null;
}

/** the tree's entries in the order shown, each with how deep it is nested (the measuring node of rc-tree left out) */
const shownTree = (page: Page) =>
  page.locator('[data-testid=menu-tree] .ant-tree-treenode').evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const title = node.querySelector('[data-testid^=menu-node-]');
      if (!title) return [];
      const id = Number(title.getAttribute('data-testid')!.slice('menu-node-'.length));
      return [[id, node.querySelectorAll('.ant-tree-indent-unit').length]];
    }),
  );

/** where each entry is, by name: its parent and its place */
const placesOf = (entries: Menu[]) =>
  Object.fromEntries(
    entries.map((entry) => [entry.name, { parent_id: entry.parent_id, sort_order: entry.sort_order }]),
  );

/** the row of the tree holding entry `id` */
const treeRow = (page: Page, id: number) =>
  page.locator('[data-testid=menu-tree] .ant-tree-treenode', { has: page.getByTestId(`menu-node-${id}`) });

/** a spreadsheet as a ward officer makes one: a header row and three households */
async function householdsSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET);
  sheet.addRow(HEADER);
  for (const row of PEOPLE) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('system menus as a tree; a spreadsheet uploaded, previewed and published', () => {
  let session: BrowserSession;
  let reference: Awaited<ReturnType<typeof apiLogin>>;
  /** the demo entries' ids by name */
  const ids: Record<string, number> = {};
  let newMenuId = 0;
  let excelId = 0;
  /** the ward's menu as the demo data has it: set back at the end */
  let demoMenu: ReturnType<typeof placesOf> = {};

  const menus = async () => (await reference.get<{ entries: Menu[] }>(`${MENUS_API}?length=100`)).entries;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    reference = await apiLogin(session.baseUrl, 'quantri1');
  });

  afterAll(async () => {
    // the database is shared by every browser test file of a run: the ward's menu and uploads as they were
    await session?.close();
    const answers: number[] = [];
    if (ids['Tin tức']) {
      const top = ['Tin tức', 'Dịch vụ công', 'Phản ánh hiện trường', 'Chợ quê', 'Du lịch'].map((name) => ids[name]);
      answers.push((await reference.call('PUT', ORDER_API, { ids: top, parent_id: null })).code);
    }
    if (newMenuId) answers.push((await reference.call('DELETE', `${MENUS_API}/${newMenuId}`)).code);
    if (excelId) answers.push((await reference.call('DELETE', `${EXCEL_API}/${excelId}`)).code);
    expect(
      answers.every((code) => code === 200),
      `set back: ${answers.join(', ')}`,
    ).toBe(true);
    if (ids['Tin tức']) expect(placesOf(await menus())).toEqual(demoMenu);
  });

  it('quantri1 opens the menu from its address: the ward’s entries nested under their parents', async () => {
    const { page, baseUrl } = session;
    const entries = await menus();
    for (const entry of entries) ids[entry.name] = entry.id;
    demoMenu = placesOf(entries);
    expect(entries).toHaveLength(9);
    expect(entries.find((entry) => entry.id === ids['Tin nông nghiệp'])?.parent_id).toBe(ids['Tin tức']);
    expect(entries.find((entry) => entry.id === ids['Tra cứu hồ sơ'])?.parent_id).toBe(ids['Dịch vụ công']);

    await loginAs(page, baseUrl, 'quantri1');
    await afterResponse(page, MENUS_API, () => page.goto(`${baseUrl}${MENUS}`));
    await page.getByTestId('menu-tree').waitFor();
    await expect
      .poll(() => shownTree(page))
      .toEqual([
        [ids['Tin tức'], 0],
        [ids['Thông báo của xã'], 1],
        [ids['Tin nông nghiệp'], 1],
        [ids['Dịch vụ công'], 0],
        [ids['Cổng Dịch vụ công quốc gia'], 1],
        [ids['Tra cứu hồ sơ'], 1],
        [ids['Phản ánh hiện trường'], 0],
        [ids['Chợ quê'], 0],
        [ids['Du lịch'], 0],
      ]);
    await expectText(page.getByTestId(`menu-node-${ids['Tra cứu hồ sơ']}`), '/dich-vu-cong/tra-cuu');
    // the first of a level cannot go up, the last cannot go down
    expect(await page.getByTestId(`menu-node-${ids['Tin tức']}`).getByTestId('menu-up').isDisabled()).toBe(true);
    expect(await page.getByTestId(`menu-node-${ids['Du lịch']}`).getByTestId('menu-down').isDisabled()).toBe(true);
  });

  it('moves “Phản ánh hiện trường” down with its arrow: one PUT of the top level, kept after a reload', async () => {
    const { page } = session;
    const moved = await afterResponse(
      page,
      ORDER_API,
      () => page.getByTestId(`menu-node-${ids['Phản ánh hiện trường']}`).getByTestId('menu-down').click(),
      'PUT',
    );
    expect(((await moved.json()) as { code: number }).code).toBe(200);
    const top = ['Tin tức', 'Dịch vụ công', 'Chợ quê', 'Phản ánh hiện trường', 'Du lịch'].map((name) => ids[name]);
    expect(JSON.parse(moved.request().postData() ?? '{}')).toEqual({ ids: top, parent_id: null });
    const topShown = async () => (await shownTree(page)).filter(([, depth]) => depth === 0).map(([id]) => id);
    await expect.poll(topShown).toEqual(top);

    await page.reload();
    await page.getByTestId('menu-tree').waitFor();
    await expect.poll(topShown).toEqual(top);
    // the API numbers the level as sent: 'Chợ quê' third, 'Phản ánh hiện trường' fourth
    const stored = await menus();
    expect(top.map((id) => stored.find((entry) => entry.id === id)?.sort_order)).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds an entry under “Dịch vụ công” through “Thêm mới”', async () => {
    const { page } = session;
    await page.getByTestId('resource-create').click();
    await waitForPath(page, `${MENUS}/create`);
    await page.locator('#menus_name').fill(NEW_MENU);
    await page.locator('#menus_parent_id').click();
    await page.keyboard.type('Dịch vụ');
    // exactly 'Dịch vụ công': 'Cổng Dịch vụ công quốc gia' matches the search too
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Dịch vụ công$/ }).click();
    await expectText(page.locator('.ant-form-item', { has: page.locator('#menus_parent_id') }), 'Dịch vụ công');
    await page.locator('#menus_link').fill(NEW_LINK);

    const created = await afterResponse(page, MENUS_API, () => page.getByTestId('resource-save').click(), 'POST');
    const body = (await created.json()) as { code: number; data: { entry: Menu & { link: string } } };
    expect(body.code).toBe(200);
    newMenuId = body.data.entry.id;
    expect(body.data.entry).toMatchObject({ name: NEW_MENU, parent_id: ids['Dịch vụ công'], link: NEW_LINK });
    expect(await expectSuccessDialog(page)).toBe('Thêm mới menu thành công');
    await waitForPath(page, MENUS);
    await page.getByTestId('menu-tree').waitFor();
    // under its parent, after the two it already had
    await expect
      .poll(async () => {
        const shown = await shownTree(page);
        const at = shown.findIndex(([id]) => id === ids['Dịch vụ công']);
        return shown.slice(at, at + 4);
      })
      .toEqual([
        [ids['Dịch vụ công'], 0],
        [ids['Cổng Dịch vụ công quốc gia'], 1],
        [ids['Tra cứu hồ sơ'], 1],
        [newMenuId, 1],
      ]);
    await expectText(page.getByTestId(`menu-node-${newMenuId}`), NEW_LINK);
  });

  it('drags “Du lịch” onto “Chợ quê”: it goes under it, one PUT with the new parent', async () => {
    const { page } = session;
    const source = treeRow(page, ids['Du lịch']);
    const target = treeRow(page, ids['Chợ quê']);
    const from = (await source.boundingBox())!;
    const onto = (await target.boundingBox())!;
    // grabbed by its name, let go on the lower half of the target's far right: rc-tree drops inside an entry when
    // the pointer has moved right of where the drag began
    const dropped = await afterResponse(
      page,
      ORDER_API,
      () =>
        source.dragTo(target, {
          sourcePosition: { x: 60, y: from.height / 2 },
          targetPosition: { x: onto.width - 20, y: onto.height * 0.75 },
        }),
      'PUT',
    );
    expect(((await dropped.json()) as { code: number }).code).toBe(200);
    expect(JSON.parse(dropped.request().postData() ?? '{}')).toEqual({
      ids: [ids['Du lịch']],
      parent_id: ids['Chợ quê'],
    });
    const stored = await menus();
    expect(stored.find((entry) => entry.id === ids['Du lịch'])).toMatchObject({
      parent_id: ids['Chợ quê'],
      sort_order: 1,
    });
    const expected = [
      [ids['Tin tức'], 0],
      [ids['Thông báo của xã'], 1],
      [ids['Tin nông nghiệp'], 1],
      [ids['Dịch vụ công'], 0],
      [ids['Cổng Dịch vụ công quốc gia'], 1],
      [ids['Tra cứu hồ sơ'], 1],
      [newMenuId, 1],
      [ids['Chợ quê'], 0],
      [ids['Du lịch'], 1],
      [ids['Phản ánh hiện trường'], 0],
    ];
    // 'Chợ quê' was a leaf: it opens by itself, so the entry dropped on it stays in sight
    await expect.poll(() => shownTree(page)).toEqual(expected);

    await page.reload();
    await page.getByTestId('menu-tree').waitFor();
    await expect.poll(() => shownTree(page)).toEqual(expected);
    await capture(page, 'system-menus');

    await page.setViewportSize(PHONE);
    await page.getByTestId('menu-tree').waitFor();
    await expectNoHorizontalOverflow(page);
    await capture(page, 'system-menus-phone');
    await page.setViewportSize(DESKTOP);
    await animationsDone(page);
  });

  it('uploads a spreadsheet with its title; the detail previews the first sheet', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}${EXCEL}`);
    await tableSettled(page);
    await page.getByTestId('resource-create').click();
    await waitForPath(page, `${EXCEL}/create`);
    await page.locator('#excel-files_title').fill(EXCEL_TITLE);
    const buffer = await householdsSheet();
    const uploaded = await afterResponse(
      page,
      '/api/connector/files',
      async () => {
        const chooser = page.waitForEvent('filechooser');
        await page.locator('#excel-files_file').click();
        await (await chooser).setFiles({ name: 'ho-nhan-ho-tro.xlsx', mimeType: XLSX, buffer });
      },
      'POST',
    );
    expect(((await uploaded.json()) as { code: number }).code).toBe(200);
    await expectText(page.locator('.ant-upload-list'), 'ho-nhan-ho-tro.xlsx');

    const created = await afterResponse(page, EXCEL_API, () => page.getByTestId('resource-save').click(), 'POST');
    const body = (await created.json()) as {
      code: number;
      data: { entry: { id: number; is_published: boolean; file: { name: string }[] } };
    };
    expect(body.code).toBe(200);
    excelId = body.data.entry.id;
    expect(body.data.entry.is_published).toBe(false);
    expect(body.data.entry.file.map((file) => file.name)).toEqual(['ho-nhan-ho-tro.xlsx']);
    expect(await expectSuccessDialog(page)).toBe('Thêm mới tệp Excel thành công');
    await waitForPath(page, EXCEL);

    await afterResponse(page, `${EXCEL_API}/${excelId}/preview`, () =>
      page.goto(`${baseUrl}${EXCEL}/${excelId}/detail`),
    );
    const summary = page.getByTestId('sheet-preview-summary');
    await expectText(summary, `“${SHEET}”`);
    await expectText(summary, '4 dòng');
    const preview = page.getByTestId('sheet-preview');
    const cells = async () =>
      preview
        .locator('.ant-table-tbody tr.ant-table-row')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())),
        );
    await expect.poll(cells).toEqual([
      ['1', ...HEADER],
      ['2', '1', 'Nguyễn Văn An', 'Thôn Đông', '1.500.000'],
      ['3', '2', 'Trần Thị Bích', 'Thôn Tây', '2.000.000'],
      ['4', '3', 'Lê Văn Cường', 'Thôn Nam', '750.000'],
    ]);
    await capture(page, 'upload-excel-preview');
    await page.setViewportSize(PHONE);
    await preview.waitFor();
    await expectNoHorizontalOverflow(page);
    await capture(page, 'upload-excel-preview-phone');
    await page.setViewportSize(DESKTOP);
    await animationsDone(page);
  });

  it('publishes it from the list after its question: residents then read the same preview', async () => {
    const { page, baseUrl } = session;
    const publicPreview = () => fetch(`${baseUrl}/api/web/excel-files/${excelId}/preview`);
    // not yet published: residents cannot read it
    expect((await publicPreview()).status).toBe(404);

    await page.goto(`${baseUrl}${EXCEL}`);
    await tableSettled(page);
    await expectText(tableRow(page, excelId), EXCEL_TITLE);
    const publication = page.getByTestId(`resource-toggle-is_published-${excelId}`);
    expect(await publication.getAttribute('aria-checked')).toBe('false');
    await publication.click();
    const answer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Công khai tệp này cho người dân?',
      `${EXCEL_API}/${excelId}/change-publish`,
      'PATCH',
    );
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ is_published: true });
    await expect.poll(() => publication.getAttribute('aria-checked')).toBe('true');

    const read = await publicPreview();
    expect(read.status).toBe(200);
    const shared = (await read.json()) as {
      code: number;
      data: { sheet: string; rows: (string | number | null)[][]; total_rows: number; truncated: boolean };
    };
    expect(shared.code).toBe(200);
    expect(shared.data).toEqual({ sheet: SHEET, rows: [HEADER, ...PEOPLE], total_rows: 4, truncated: false });
  });
});
