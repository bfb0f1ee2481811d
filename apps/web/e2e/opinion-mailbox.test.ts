import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  apiLogin,
  capture,
  expectErrorDialog,
  expectText,
  loginAs,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';

// issue 19: a guest writes to the commune's mailbox; canbo1 answers it from the guests' list; the guest reads the
// answer back with the follow-up code; the ward administrator archives it. The screens fit a phone.

const GUEST_LIST = '/admin/opinion-mailbox/guest';
const TITLE = 'Xin hỏi lịch thu gom rác thôn Khe Cam';
const ANSWER = 'Xe thu gom rác đến thôn vào sáng thứ Ba và thứ Sáu hằng tuần.';

describe('opinion mailbox: a guest’s letter answered and read back by its code, then archived', () => {
  let session: BrowserSession;
  let letter: { id: number; follow_up_code: string };
  let wardId = 0;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    wardId = (await apiLogin(session.baseUrl, 'canbo1')).user.ward_id!;
  });
  afterAll(async () => {
    await session?.close();
  });

  const readBack = async () => {
    const answer = await fetch(`${session.baseUrl}/api/web/opinion-mailbox/${letter.follow_up_code}`);
    return ((await answer.json()) as { data: { entry: { status: string; reply: string | null } } }).data.entry;
  };

  it('a guest sends a letter with a name and phone and gets a follow-up code', async () => {
    const answer = await fetch(`${session.baseUrl}/api/web/opinion-mailbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'guest',
        ward_id: wardId,
        title: TITLE,
        content: 'Nhà tôi ở cuối thôn, tuần này chưa thấy xe rác đến. Xin hỏi lịch thu gom cụ thể.',
        guest_name: 'Lò Thị Mai',
        guest_phone: '0912 777 888',
      }),
    });
    const body = (await answer.json()) as { code: number; data: { entry: typeof letter } };
    expect(body.code).toBe(200);
    letter = body.data.entry;
    expect(await readBack()).toMatchObject({ status: 'new', reply: null });
  });

  it('canbo1 finds it in the guests’ letters and answers it', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await afterResponse(page, '/api/admin/opinion-mailbox', () => page.getByTestId('menu-mailbox-guest').click());
    await waitForPath(page, GUEST_LIST);
    await expectText(page.getByTestId('page-title'), 'Thư góp ý của khách');
    await expectText(page.getByTestId('letters-table'), TITLE);
    await capture(page, 'opinion-mailbox-guests');
    await page.getByTestId(`letter-detail-${letter.id}`).click();
    await waitForPath(page, `${GUEST_LIST}/detail/${letter.id}`);
    await expectText(page.getByTestId('letter-facts'), 'Lò Thị Mai');
    await expectText(page.getByTestId('letter-status').first(), 'Chưa trả lời');

    // an empty answer is refused with the server's own words, before anything is sent
    await page.getByTestId('letter-reply-submit').click();
    await expectErrorDialog(page, 'Nội dung trả lời không được trống!');
    const content = page.getByTestId('rich-text-editor').locator('.tiptap');
    await content.click();
    await page.keyboard.type(ANSWER);
    await afterResponse(
      page,
      `/api/admin/opinion-mailbox/reply/${letter.id}`,
      () => page.getByTestId('letter-reply-submit').click(),
      'PATCH',
    );
    await expectText(page.getByTestId('letter-status').first(), 'Đã trả lời');
    await capture(page, 'opinion-mailbox-letter');
  });

  it('the guest reads the answer back with the code', async () => {
    const read = await readBack();
    expect(read.status).toBe('replied');
    expect(read.reply).toContain(ANSWER);
  });

  it('the ward administrator archives the answered letter; it moves to the archive', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}${GUEST_LIST}/detail/${letter.id}`);
    await page.getByTestId('letter-archive').click();
    await agreeTo(
      page,
      page.locator('.ant-popover:visible'),
      'Lưu trữ thư này?',
      `/api/admin/opinion-mailbox/archived/${letter.id}`,
      'PATCH',
    );
    await waitForPath(page, `/admin/opinion-mailbox/detail-archive/${letter.id}`);
    await expectText(page.getByTestId('letter-reply'), ANSWER);
    expect((await readBack()).status).toBe('archived');
    await afterResponse(page, '/api/admin/opinion-mailbox', () => page.getByTestId('menu-mailbox-archive').click());
    await expectText(page.getByTestId('letters-table'), TITLE);
  });

  it('the list and the letter fit a phone', async () => {
    const { page, baseUrl } = session;
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/admin/opinion-mailbox/anonymous`);
    await expectText(page.getByTestId('page-title'), 'Thư góp ý ẩn danh');
    await expectNoHorizontalOverflow(page);
    await capture(page, 'opinion-mailbox-phone');
    await page.goto(`${baseUrl}/admin/opinion-mailbox/detail-archive/${letter.id}`);
    await expectText(page.getByTestId('letter-reply'), ANSWER);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'opinion-mailbox-letter-phone');
  });
});
