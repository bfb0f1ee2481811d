import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  apiLogin,
  capture,
  closeResult,
  expectText,
  loginAs,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { choose } from './users-flows';

// issue 17: quantri1 creates a group from the form; the demo resident asks to join it (and already waits for the
// demo tea-growers' team); both requests are approved at once from the queue; the group's members page changes a
// member's role; the screens fit a phone.

const GROUPS = '/admin/group-managements';
const NEW_GROUP = 'Nhóm nuôi ong lấy mật';
type Api = Awaited<ReturnType<typeof apiLogin>>;

/** a members table drawn and not loading */
async function settled(page: Page, testId: string) {
  await page.getByTestId(testId).waitFor();
  await expect.poll(() => page.locator(`[data-testid=${testId}] .ant-spin-spinning`).count()).toBe(0);
}

describe('groups: create, approve two join requests from the queue, a member’s role', () => {
  let session: BrowserSession;
  let staff: Api;
  let resident: Api;
  let groupId = 0;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    staff = await apiLogin(session.baseUrl, 'quantri1');
    resident = await apiLogin(session.baseUrl, 'nguoidan1');
  });

  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 creates a group from the form; it takes members on approval by default', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await afterResponse(page, '/api/admin/groups', () => page.getByTestId('menu-groups').click());
    await waitForPath(page, GROUPS);
    await tableSettled(page);
    await capture(page, 'groups-list');
    await page.getByTestId('resource-create').click();
    await waitForPath(page, `${GROUPS}/create`);
    await page.locator('#groups_name').fill(NEW_GROUP);
    await choose(page, '#groups_kind', 'Tổ hợp tác sản xuất');
    await page.locator('#groups_description').fill('Các hộ nuôi ong cùng học kỹ thuật và bán mật ong rừng.');
    // a group of one hamlet: the picker lists the hamlets of the form's ward
    // the hamlets load once the form knows its ward: on a busy machine a first click may land before they do, so the
    // choice is checked (and made again) rather than assumed
    const village = page.locator('.ant-select', { has: page.locator('#groups_village_id') });
    await expect
      .poll(
        async () => {
          await choose(page, '#groups_village_id', 'Thôn Làng Mới');
          return village.locator('.ant-select-selection-item').innerText();
        },
        { timeout: 20_000 },
      )
      .toBe('Thôn Làng Mới');
    await capture(page, 'groups-form');
    const created = await afterResponse(
      page,
      '/api/admin/groups',
      () => page.getByTestId('resource-save').click(),
      'POST',
    );
    const body = (await created.json()) as {
      code: number;
      data: { entry: { id: number; join_policy: string; village_name: string | null } };
    };
    expect(body.code).toBe(200);
    expect(body.data.entry.village_name).toBe('Thôn Làng Mới');
    expect(body.data.entry.join_policy).toBe('approval');
    groupId = body.data.entry.id;
    await closeResult(page);
    const asked = await resident.call<{ entry: { status: string } }>(
      'POST',
      `/api/web/groups/${groupId}/join-requests`,
      { message: 'Nhà tôi có 10 đõ ong.' },
    );
    expect(asked.data.entry.status).toBe('pending');
  });

  it('the queue lists both requests; approved together in one request, the counts follow', async () => {
    const { page } = session;
    await afterResponse(page, '/api/admin/members/pending-approvals', () =>
      page.getByTestId('menu-group-join-requests').click(),
    );
    await waitForPath(page, '/admin/group-members/list-approve');
    await settled(page, 'join-requests-table');
    const pending = await staff.get<{ entries: { id: number; group_name: string; username: string }[] }>(
      '/api/admin/members/pending-approvals',
    );
    const ids = pending.entries.filter((row) => row.username === 'nguoidan1').map((row) => row.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) await expectText(tableRow(page, id), 'Vàng A Dình');
    await expectText(page.getByTestId('join-requests-table'), NEW_GROUP);
    await capture(page, 'groups-join-requests');
    await page.setViewportSize(PHONE);
    await expectText(page.getByTestId('join-requests-table'), NEW_GROUP);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'groups-join-requests-phone');
    await page.setViewportSize(DESKTOP);
    await settled(page, 'join-requests-table');
    for (const id of ids) await tableRow(page, id).locator('.ant-checkbox-input').check();
    await page.getByTestId('bulk-review-approve').click();
    const answer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Phê duyệt 2 yêu cầu tham gia đã chọn?',
      '/api/admin/members/approval',
      'PATCH',
    );
    const sent = JSON.parse(answer.request().postData() ?? '{}') as { ids: number[]; approve: boolean };
    expect(sent.approve).toBe(true);
    expect([...sent.ids].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const id of ids) await expect.poll(() => tableRow(page, id).count()).toBe(0);
    const group = await staff.get<{ entry: { member_count: number } }>(`/api/admin/groups/${groupId}`);
    expect(group.entry.member_count).toBe(1);
    const mine = await resident.get<{ entries: { group_id: number; status: string }[] }>('/api/web/groups/mine');
    expect(mine.entries.find((row) => row.group_id === groupId)?.status).toBe('approved');
  });

  it('the group’s members page changes a member’s role; it and a member’s page fit a phone', async () => {
    const { page, baseUrl } = session;
    // from the groups' list, the row's own 'Thành viên'
    await page.goto(`${baseUrl}${GROUPS}`);
    await tableSettled(page);
    await page.getByTestId(`row-link-members-${groupId}`).click();
    await waitForPath(page, `${GROUPS}/${groupId}/members/list`);
    await settled(page, 'group-members-table');
    const members = await staff.get<{ entries: { id: number; username: string }[] }>(
      `/api/admin/groups/${groupId}/members`,
    );
    const member = members.entries.find((row) => row.username === 'nguoidan1')!;
    await choose(page, `[data-testid=member-role-${member.id}]`, 'Trưởng nhóm');
    await expect
      .poll(
        async () =>
          (await staff.get<{ entry: { role: string } }>(`/api/admin/groups/${groupId}/members/${member.id}`)).entry
            .role,
      )
      .toBe('leader');
    await capture(page, 'groups-members');
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('group-members-table').waitFor();
    await expectNoHorizontalOverflow(page);
    await capture(page, 'groups-members-phone');
    await page.goto(`${baseUrl}/admin/group-members/${member.id}/details`);
    await expectText(page.getByTestId('member-facts'), 'Trưởng nhóm');
    await expectNoHorizontalOverflow(page);
    await capture(page, 'groups-member-detail-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('a news item posted from the group’s news screen is published at once and its members are told', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}${GROUPS}/${groupId}/detail`);
    await page.getByTestId('group-news-link').click();
    await waitForPath(page, `/admin/group-information/${groupId}/list`);
    await settled(page, 'group-news-table');
    await page.getByTestId('news-create').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByTestId('news-title').fill('Tập huấn nuôi ong sáng thứ bảy');
    const content = dialog.getByTestId('rich-text-editor').locator('.tiptap');
    await content.click();
    await page.keyboard.type('Mời các hộ đến nhà văn hoá thôn lúc 8 giờ.');
    await capture(page, 'groups-news-form');
    const posted = await afterResponse(
      page,
      `/api/admin/groups/${groupId}/news`,
      () => dialog.getByTestId('news-submit').click(),
      'POST',
    );
    const body = (await posted.json()) as { code: number; data: { entry: { id: number; status: string } } };
    expect(body.code).toBe(200);
    expect(body.data.entry.status).toBe('published');
    await expectText(page.getByTestId('group-news-table'), 'Tập huấn nuôi ong sáng thứ bảy');
    await capture(page, 'groups-news');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'groups-news-phone');
    await page.setViewportSize(DESKTOP);
    // the member (nguoidan1) reads it in the app's inbox
    const inbox = await resident.get<{ entries: { title: string }[] }>('/api/web/notifications');
    expect(inbox.entries.map((row) => row.title)).toContain(
      `Tin mới của nhóm ${NEW_GROUP}: "Tập huấn nuôi ong sáng thứ bảy"`,
    );
  });

  it('the commune’s union officer validates a farmer of their union from its members page', async () => {
    const { page, baseUrl } = session;
    const officer = await apiLogin(baseUrl, 'doanthe1');
    const unions = await officer.get<{ entries: { id: number; kind: string }[] }>(
      '/api/admin/union-organizations?length=100',
    );
    const farmers = unions.entries.find((row) => row.kind === 'farmers')!;
    const waiting = await officer.get<{ entries: { id: number; username: string }[] }>(
      `/api/admin/union-organizations/${farmers.id}/members?validated=false`,
    );
    const [thon] = waiting.entries.filter((row) => row.username === 'thon1');
    expect(thon).toBeDefined();
    await loginAs(page, baseUrl, 'doanthe1');
    await page.goto(`${baseUrl}/admin/union-organizations/${farmers.id}/detail`);
    await page.getByTestId('union-members-link').click();
    await waitForPath(page, `/admin/union-organizations/${farmers.id}/members`);
    await settled(page, 'union-members-table');
    await tableRow(page, thon.id).locator('.ant-checkbox-input').check();
    const answer = await afterResponse(
      page,
      `/api/admin/union-organizations/${farmers.id}/members/validation`,
      () => page.getByTestId('union-validate').click(),
      'PATCH',
    );
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ ids: [thon.id], validated: true });
    await expectText(tableRow(page, thon.id), 'Đã xác nhận');
    await capture(page, 'groups-union-members');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'groups-union-members-phone');
    await page.setViewportSize(DESKTOP);
  });
});
