import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  animationsDone,
  apiLogin,
  capture,
  clickWhenStill,
  expectSuccessDialog,
  expectText,
  loginAs,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { drawPng } from './sentiments-flows';
import { choose } from './users-flows';

// the content areas: a ward's article written in Tiptap (heading, paragraph, uploaded picture, YouTube), approved and
// published from the list's switches, then read as residents read it (GET /api/web/articles); a library video approved

const ARTICLES = '/admin/articles';
const ARTICLES_API = '/api/admin/articles';
const PUBLIC_API = '/api/web/articles';
const VIDEOS = '/admin/knowledge-library/video';
const VIDEOS_API = '/api/admin/library-videos';
const IMAGE_UPLOAD_API = '/api/connector/images';

const TITLE = 'Lịch tiêm chủng mở rộng tháng 12 tại trạm y tế xã';
const CATEGORY = 'Thông báo';
const HEADING = 'Thời gian và địa điểm';
const PARAGRAPH = 'Trạm y tế xã tiêm vắc xin cho trẻ dưới 5 tuổi vào sáng thứ bảy, mang theo sổ tiêm chủng.';
const PICTURE_NAME = 'tram-y-te-xa';
const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=aB3dE5fG7hJ';
const YOUTUBE_EMBED = /<iframe[^>]+src="https:\/\/www\.youtube(-nocookie)?\.com\/embed\/aB3dE5fG7hJ/;

interface PublicArticle {
  id: number;
  title: string;
  content?: string;
  [key: string]: unknown;
}

interface PublicList {
  code: number;
  data: { total: number; entries: PublicArticle[] };
}

/** the resident app's read: no token, as a guest's phone asks */
async function publicGet<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** picks `name` in the file dialog that `button` opens; the answer of the image connector */
async function uploadThrough(page: Page, button: Locator, name: string, buffer: Buffer) {
  return afterResponse(
    page,
    IMAGE_UPLOAD_API,
    async () => {
      const chooser = page.waitForEvent('filechooser');
      await button.click();
      await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
    },
    'POST',
  );
}

/** back to 1366×768 once the sidebar is in and nothing moves: a click in a page still laying out lands elsewhere */
async function backToDesktop(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('side-menu').waitFor();
  await animationsDone(page);
}

/**
 * scrolls `target` into view and lets two frames pass: headless Chromium routes a click made right after a scroll
 * by where things were before it, and the YouTube frame (another process) that was there took the click on 'Lưu'
 */
async function scrolledTo(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

const switchOf = (page: Page, field: string, id: number) => page.getByTestId(`resource-toggle-${field}-${id}`);
const question = (page: Page) => page.locator('.ant-popconfirm:visible');

describe('content: an article in Tiptap approved and published for residents; a library video approved', () => {
  let session: BrowserSession;
  let wardId: number;
  let newId: number;

  const publicIds = async () => {
    const list = await publicGet<PublicList>(session.baseUrl, `${PUBLIC_API}?ward_id=${wardId}&length=100`);
    expect(list.code).toBe(200);
    return list.data.entries.map((entry) => entry.id);
  };

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    wardId = (await apiLogin(session.baseUrl, 'quantri1')).user.ward_id ?? 0;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 opens the articles from the menu and writes one: category, cover, heading, paragraph, picture, YouTube', async () => {
    const { page, baseUrl } = session;
    expect(wardId).toBeGreaterThan(0);
    await loginAs(page, baseUrl, 'quantri1');
    // a fresh profile: every group of the menu is open at desktop width, 'Nội dung' included
    const contentGroup = page.locator('[data-testid=side-menu] .ant-menu-submenu-title', { hasText: /^Nội dung$/ });
    await expect.poll(() => contentGroup.getAttribute('aria-expanded')).toBe('true');
    await afterResponse(page, ARTICLES_API, () => page.getByTestId('menu-articles').click());
    await waitForPath(page, ARTICLES);
    await tableSettled(page);
    await page.getByTestId('resource-create').click();
    await waitForPath(page, `${ARTICLES}/create`);

    await page.locator('#articles_title').fill(TITLE);
    await choose(page, '#articles_category_id', CATEGORY, 'Thông');
    await expectText(page.locator('.ant-form-item', { has: page.locator('#articles_category_id') }), CATEGORY);

    // the cover, through the field's 'Chọn ảnh' button
    const cover = await drawPng(page, 'Tiêm chủng mở rộng', '#1565c0');
    const coverUpload = await uploadThrough(page, page.getByTestId('image-upload'), 'tiem-chung.png', cover);
    expect(((await coverUpload.json()) as { code: number }).code).toBe(200);
    const preview = page.locator('[data-testid=image-preview] img.ant-image-img');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const editor = page.getByTestId('rich-text-editor');
    const content = editor.locator('.tiptap');
    await content.click();
    await editor.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Kiểu đoạn' }) }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Tiêu đề 2' }).click();
    await expect.poll(() => content.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(HEADING);
    await page.keyboard.press('Enter');
    await page.keyboard.type(PARAGRAPH);
    await page.keyboard.press('Enter');

    // a picture in the text, uploaded through the editor's 'Chèn ảnh' button
    const picture = await drawPng(page, 'Trạm y tế xã', '#2e7d32');
    const inline = await uploadThrough(
      page,
      editor.getByRole('button', { name: 'Chèn ảnh' }),
      `${PICTURE_NAME}.png`,
      picture,
    );
    const inlineBody = (await inline.json()) as { code: number; data: { entries: { path: string }[] } };
    expect(inlineBody.code).toBe(200);
    const picturePath = inlineBody.data.entries[0].path;
    const shown = content.locator('img').first();
    await expect.poll(() => shown.getAttribute('src')).toBe(picturePath);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // the officer goes on below the picture: a click on the empty line the editor keeps after it (inserting at once
    // would replace the picture, which stays selected after its upload)
    await content.locator('p').last().click();
    await expect.poll(() => shown.getAttribute('class')).not.toContain('ProseMirror-selectednode');

    // the YouTube button asks for the link in a small dialog
    await editor.getByRole('button', { name: 'Chèn video YouTube' }).click();
    const ask = page.locator('.ant-modal-confirm:visible', { hasText: 'Chèn video YouTube' });
    await ask.getByRole('textbox', { name: 'Đường dẫn YouTube' }).fill(YOUTUBE_LINK);
    await clickWhenStill(page, ask.getByRole('button', { name: 'Đồng ý!', exact: true }));
    await expect.poll(() => page.locator('.ant-modal-confirm:visible').count()).toBe(0);

    await expectText(content.locator('h2'), HEADING);
    await expectText(content.locator('p').first(), PARAGRAPH);
    await expect
      .poll(() => content.locator('iframe').first().getAttribute('src'))
      .toMatch(/youtube(-nocookie)?\.com\/embed\/aB3dE5fG7hJ/);
    // new articles wait for approval and publication
    expect(await page.locator('#articles_is_approved').getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('#articles_is_published').getAttribute('aria-checked')).toBe('false');
    await capture(page, 'content-article-form');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'content-article-form-phone');
    await backToDesktop(page);

    const save = page.getByTestId('resource-save');
    await scrolledTo(page, save);
    const created = await afterResponse(page, ARTICLES_API, () => save.click(), 'POST');
    const body = (await created.json()) as {
      code: number;
      data: { entry: { id: number; content: string; ward_id: number; is_approved: boolean; is_published: boolean } };
    };
    expect(body.code).toBe(200);
    newId = body.data.entry.id;
    expect(body.data.entry.ward_id).toBe(wardId);
    expect(body.data.entry.content).toContain(`<h2>${HEADING}</h2>`);
    expect(body.data.entry.content).toMatch(YOUTUBE_EMBED);
    expect(body.data.entry.content).toContain(`<img src="${picturePath}"`);
    expect(body.data.entry).toMatchObject({ is_approved: false, is_published: false });
    expect(await expectSuccessDialog(page)).toBe('Thêm mới tin bài thành công');
    await waitForPath(page, ARTICLES);
  });

  it('in the list quantri1 approves and publishes it through the switches, each after its question', async () => {
    const { page } = session;
    await tableSettled(page);
    const row = tableRow(page, newId);
    await expectText(row, TITLE);
    await expectText(row, CATEGORY);
    // not approved, not published: residents do not see it
    expect(await publicIds()).not.toContain(newId);

    const approval = switchOf(page, 'is_approved', newId);
    expect(await approval.getAttribute('aria-checked')).toBe('false');
    await approval.click();
    const approved = await agreeTo(
      page,
      question(page),
      'Phê duyệt tin bài này?',
      `${ARTICLES_API}/${newId}/approve`,
      'PUT',
    );
    expect(((await approved.json()) as { code: number }).code).toBe(200);
    expect(JSON.parse(approved.request().postData() ?? '{}')).toEqual({ is_approved: true });
    await expect.poll(() => approval.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => question(page).count()).toBe(0);
    // approved but not yet published: still hidden
    expect(await publicIds()).not.toContain(newId);

    const publication = switchOf(page, 'is_published', newId);
    expect(await publication.getAttribute('aria-checked')).toBe('false');
    await publication.click();
    const published = await agreeTo(
      page,
      question(page),
      'Xuất bản tin bài này?',
      `${ARTICLES_API}/${newId}/change-publish`,
      'PUT',
    );
    expect(((await published.json()) as { code: number }).code).toBe(200);
    expect(JSON.parse(published.request().postData() ?? '{}')).toEqual({ is_published: true });
    await expect.poll(() => publication.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => question(page).count()).toBe(0);

    // both stay after a reload
    await page.reload();
    await tableSettled(page);
    await expect.poll(() => switchOf(page, 'is_approved', newId).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => switchOf(page, 'is_published', newId).getAttribute('aria-checked')).toBe('true');
    await capture(page, 'content-articles-list');
    await page.setViewportSize(PHONE);
    await expectText(page.locator('main, .ant-layout-content').first(), TITLE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'content-articles-list-phone');
    await backToDesktop(page);
  });

  it('residents read it through the public API: listed for the ward, with heading, picture and video, no approval field', async () => {
    const { baseUrl } = session;
    const list = await publicGet<PublicList>(baseUrl, `${PUBLIC_API}?ward_id=${wardId}&length=100`);
    const listed = list.data.entries.find((entry) => entry.id === newId);
    expect(listed).toBeDefined();
    expect(listed!.title).toBe(TITLE);
    expect(listed).not.toHaveProperty('is_approved');
    expect(listed).not.toHaveProperty('is_published');

    const read = await publicGet<{ code: number; data: { entry: PublicArticle } }>(baseUrl, `${PUBLIC_API}/${newId}`);
    expect(read.code).toBe(200);
    const { entry } = read.data;
    expect(entry.title).toBe(TITLE);
    expect(entry.content).toContain(`<h2>${HEADING}</h2>`);
    expect(entry.content).toContain(PARAGRAPH);
    expect(entry.content).toMatch(YOUTUBE_EMBED);
    // the picture is the uploaded file, which a resident's phone may fetch without signing in
    const src = /<img[^>]+src="([^"]+)"/.exec(entry.content ?? '')?.[1];
    expect(src).toMatch(/^\/api\/files\/[0-9a-f-]{36}\//);
    const file = await fetch(`${baseUrl}${src}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(entry).not.toHaveProperty('is_approved');
    expect(entry).not.toHaveProperty('is_published');
  });

  it('quantri1 approves a waiting library video after its question; the admin API agrees', async () => {
    const { page, baseUrl } = session;
    const reference = await apiLogin(baseUrl, 'quantri1');
    type Video = { id: number; title: string; is_approved: boolean; ward_id: number };
    const videos = (await reference.get<{ entries: Video[] }>(`${VIDEOS_API}?length=100`)).entries;
    const waiting = videos.find((video) => video.ward_id === wardId && !video.is_approved);
    expect(waiting, 'a demo video of the ward waiting for approval').toBeDefined();
    const { id } = waiting!;

    await page.goto(`${baseUrl}${VIDEOS}`);
    await tableSettled(page);
    await expectText(tableRow(page, id), waiting!.title);
    const approval = switchOf(page, 'is_approved', id);
    expect(await approval.getAttribute('aria-checked')).toBe('false');
    await approval.click();
    const answer = await agreeTo(page, question(page), 'Phê duyệt video này?', `${VIDEOS_API}/change/${id}`, 'PATCH');
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ is_approved: true });
    await expect.poll(() => approval.getAttribute('aria-checked')).toBe('true');

    const { entry } = await reference.get<{ entry: Video }>(`${VIDEOS_API}/${id}`);
    expect(entry.is_approved).toBe(true);
    // set back: the demo data stays as other tests expect it
    const reset = await reference.call<unknown>('PATCH', `${VIDEOS_API}/change/${id}`, { is_approved: false });
    expect(reset.code).toBe(200);
  });

  it('the ward officer canbo1 sees the article but may not change its approval', async () => {
    const { page, baseUrl } = session;
    expect((await apiLogin(baseUrl, 'canbo1')).user.ward_id).toBe(wardId);
    await loginAs(page, baseUrl, 'canbo1');
    await page.goto(`${baseUrl}${ARTICLES}`);
    await tableSettled(page);
    await expectText(tableRow(page, newId), TITLE);
    const approval = switchOf(page, 'is_approved', newId);
    expect(await approval.getAttribute('aria-checked')).toBe('true');
    expect(await approval.isDisabled()).toBe(true);
    expect(await switchOf(page, 'is_published', newId).isDisabled()).toBe(false);
  });
});
