import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  apiLogin,
  capture,
  expectText,
  loginAs,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { ensureMarketConfigured } from './market-flows';

// issue 16: market posts and albums. A resident of the demo market ward posts an article (the demo makes articles
// wait) and an album (published at once); quantri2 approves the post from its waiting queue and opens it at the
// spec's detail path, then reads the albums and the refused ones with their reason — on a desktop and on a phone.

const MARKET = '/admin/countryside-market';
const PHOTO = '/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6e/doi-che.jpg';
type Api = Awaited<ReturnType<typeof apiLogin>>;

describe('rural market posts and albums: a post approved from its queue, albums and refused albums', () => {
  let session: BrowserSession;
  let staff: Api;
  let seller: Api;
  let postId: number;
  let albumId: number;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    staff = await apiLogin(session.baseUrl, 'quantri2');
    seller = await apiLogin(session.baseUrl, 'nguoidan2');
    await ensureMarketConfigured(staff);
    await staff.call('PATCH', '/api/admin/market-approval-modes/articles', { mode: 'manual' });
    const post = await seller.call<{ entry: { id: number; approval_status: string } }>(
      'POST',
      '/api/web/market/articles',
      {
        title: 'Cần bán 300 kg măng khô vụ mới',
        content: '<p>Măng nứa phơi khô <strong>tự nhiên</strong>, giao tận nơi trong xã.</p>',
        contact_phone: '0977123456',
      },
    );
    expect(post.code, post.message).toBe(200);
    expect(post.data.entry.approval_status).toBe('waiting');
    postId = post.data.entry.id;
    const album = await seller.call<{ entry: { id: number } }>('POST', '/api/web/market/albums', {
      title: 'Mùa chè xuân Nậm Búng',
      description: 'Những búp chè Shan tuyết đầu vụ.',
      images: [{ image: PHOTO, caption: 'Đồi chè sáng sớm' }, { image: PHOTO.replace('doi-che', 'hai-che') }],
    });
    expect(album.code, album.message).toBe(200);
    albumId = album.data.entry.id;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the posts’ waiting queue holds the resident’s post; approved there, it opens at the spec’s detail path', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri2');
    await afterResponse(page, '/api/admin/market-articles', () =>
      page.getByTestId('menu-market-articles-waiting').click(),
    );
    await waitForPath(page, `${MARKET}/posts/waiting-approve`);
    await tableSettled(page);
    await expectText(tableRow(page, postId), 'Cần bán 300 kg măng khô vụ mới');
    await capture(page, 'market-posts-waiting');
    await tableRow(page, postId).getByTestId(`review-${postId}-approve`).click();
    await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Phê duyệt tin đăng này?',
      `/api/admin/market-articles/${postId}/approve/1`,
      'PATCH',
    );
    await expect.poll(() => tableRow(page, postId).count()).toBe(0);
    await afterResponse(page, '/api/admin/market-articles', () => page.getByTestId('menu-market-articles').click());
    await waitForPath(page, `${MARKET}/posts/list`);
    await tableSettled(page);
    await expectText(tableRow(page, postId), 'Đã duyệt');
    await tableRow(page, postId).getByTestId(`resource-detail-${postId}`).click();
    await waitForPath(page, `${MARKET}/posts/detail/${postId}`);
    await expectText(page.getByTestId('resource-facts'), 'giao tận nơi trong xã');
    await capture(page, 'market-post-detail');
    const mine = await seller.get<{ entries: { id: number; approval_status: string }[] }>(
      '/api/web/market/articles/mine',
    );
    expect(mine.entries.find((row) => row.id === postId)?.approval_status).toBe('approved');
  });

  it('albums list the resident’s album with its cover; the refused ones show their reason', async () => {
    const { page } = session;
    await afterResponse(page, '/api/admin/market-albums', () => page.getByTestId('menu-market-albums').click());
    await waitForPath(page, `${MARKET}/images/list`);
    await tableSettled(page);
    await expectText(tableRow(page, albumId), 'Mùa chè xuân Nậm Búng');
    await expect.poll(() => tableRow(page, albumId).locator('img').count()).toBeGreaterThan(0);
    await capture(page, 'market-albums');
    await afterResponse(page, '/api/admin/market-albums', () => page.getByTestId('menu-market-albums-refused').click());
    await waitForPath(page, `${MARKET}/images/not-approve`);
    await tableSettled(page);
    // the demo refuses one album of the market ward, with the reason its seller reads
    const refused = await staff.get<{ entries: { id: number; refusal_reason: string }[] }>(
      '/api/admin/market-albums?approval_status=refused',
    );
    const [first] = refused.entries;
    await expectText(tableRow(page, first.id), first.refusal_reason);
    await capture(page, 'market-albums-refused');
    await tableRow(page, first.id).getByTestId(`resource-detail-${first.id}`).click();
    await waitForPath(page, `${MARKET}/images/not-approve-detail/${first.id}`);
    await expectText(page.getByTestId('resource-facts'), first.refusal_reason);
  });

  it('on a phone the queue, a post and the refused albums fit the screen', async () => {
    const { page, baseUrl } = session;
    await page.setViewportSize(PHONE);
    for (const [path, name, ready] of [
      [`${MARKET}/posts/waiting-approve`, 'market-posts-waiting-phone', 'resource-table'],
      [`${MARKET}/posts/detail/${postId}`, 'market-post-detail-phone', 'resource-facts'],
      [`${MARKET}/images/not-approve`, 'market-albums-refused-phone', 'resource-table'],
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId(ready).waitFor();
      if (ready === 'resource-table') await tableSettled(page);
      await expectNoHorizontalOverflow(page);
      await capture(page, name);
    }
    await page.setViewportSize(DESKTOP);
  });
});
