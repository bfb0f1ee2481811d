import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  apiLogin,
  capture,
  expectSuccessDialog,
  expectText,
  loginAs,
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { drawPng } from './sentiments-flows';

// an album built the way a ward officer does it: created, five photos chosen at once, one captioned, reordered with
// the arrows and by dragging, the order kept after a reload and the same for residents

const ALBUMS = '/admin/albums';
const ALBUMS_API = '/api/admin/albums';
const TITLE = 'Hội thi gói bánh chưng xã Hợp Thành';
const COLORS = ['#c62828', '#2e7d32', '#1565c0', '#f9a825', '#6a1b9a'];

type Child = { id: number; position: number; image: string; caption: string | null };

/** the photos' ids in the order the panel shows them */
const shownIds = (page: Page) =>
  page
    .getByTestId('child-card')
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-child-id'))));

describe('albums: five photos added at once, captioned and reordered', () => {
  let session: BrowserSession;
  let albumId: number;
  let photoIds: number[];

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 creates an album and is taken to where its photos are added', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}${ALBUMS}`);
    await tableSettled(page);
    await page.getByTestId('resource-create').click();
    await waitForPath(page, `${ALBUMS}/create`);
    await page.locator('#albums_title').fill(TITLE);
    const created = await afterResponse(page, ALBUMS_API, () => page.getByTestId('resource-save').click(), 'POST');
    const body = (await created.json()) as { code: number; data: { entry: { id: number; cover: string | null } } };
    expect(body.code).toBe(200);
    albumId = body.data.entry.id;
    expect(body.data.entry.cover).toBeNull();
    expect(await expectSuccessDialog(page)).toBe('Thêm mới album ảnh thành công');
    await waitForPath(page, `${ALBUMS}/${albumId}/update`);
    await expectText(page.getByTestId('children-panel'), 'Chưa có ảnh nào');
  });

  it('chooses five photos at once: they come in the order chosen, the first is the cover', async () => {
    const { page } = session;
    const files: { name: string; mimeType: string; buffer: Buffer }[] = [];
    for (const [i, color] of COLORS.entries())
      files.push({
        name: `banh-chung-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: await drawPng(page, `Ảnh ${i + 1}`, color),
      });
    const added = await afterResponse(
      page,
      `${ALBUMS_API}/${albumId}/images`,
      async () => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByTestId('children-upload').click();
        await (await chooser).setFiles(files);
      },
      'POST',
    );
    const answer = (await added.json()) as { code: number; message: string; data: { entries: Child[] } };
    expect(answer).toMatchObject({ code: 200, message: 'Thêm 5 ảnh thành công' });
    photoIds = answer.data.entries.map((row) => row.id);
    await expect.poll(() => shownIds(page)).toEqual(photoIds);
    expect(await page.getByTestId('child-position').allInnerTexts()).toEqual(['1', '2', '3', '4', '5']);
    await expectText(page.getByTestId('child-card').first(), 'Ảnh bìa');
    // the album's cover field shows the first photo too: saving the form afterwards keeps it
    await expect
      .poll(() => page.locator('[data-testid=image-preview] img.ant-image-img').getAttribute('src'))
      .toContain(answer.data.entries[0].image);
  });

  it('captions a photo when its box is left', async () => {
    const { page } = session;
    const third = page.locator(`[data-child-id="${photoIds[2]}"]`);
    await third.getByTestId('child-caption').fill('Các bà, các mẹ gói bánh ở nhà văn hoá thôn');
    const saved = await afterResponse(
      page,
      `${ALBUMS_API}/${albumId}/images/${photoIds[2]}`,
      () => third.getByTestId('child-caption').press('Enter'),
      'PATCH',
    );
    expect(((await saved.json()) as { code: number }).code).toBe(200);
  });

  it('moves photos with the arrows and by dragging; the order stays after a reload and residents see it', async () => {
    const { page, baseUrl } = session;
    const [a, b, c, d, e] = photoIds;
    const reorder = (action: () => Promise<unknown>) =>
      afterResponse(page, `${ALBUMS_API}/${albumId}/images/order`, action, 'PUT');

    const first = await reorder(() => page.locator(`[data-child-id="${a}"]`).getByTestId('child-down').click());
    expect(JSON.parse(first.request().postData() ?? '{}')).toEqual({ ids: [b, a, c, d, e] });
    await expect.poll(() => shownIds(page)).toEqual([b, a, c, d, e]);

    const second = await reorder(() => page.locator(`[data-child-id="${e}"]`).getByTestId('child-up').click());
    expect(JSON.parse(second.request().postData() ?? '{}')).toEqual({ ids: [b, a, c, e, d] });
    await expect.poll(() => shownIds(page)).toEqual([b, a, c, e, d]);

    // a desktop officer drags the last photo onto the first place
    const dragged = await reorder(() =>
      page.locator(`[data-child-id="${d}"]`).dragTo(page.locator(`[data-child-id="${b}"]`)),
    );
    expect(JSON.parse(dragged.request().postData() ?? '{}')).toEqual({ ids: [d, b, a, c, e] });
    await expect.poll(() => shownIds(page)).toEqual([d, b, a, c, e]);

    await page.reload();
    await page.getByTestId('child-card').first().waitFor();
    await expect.poll(() => shownIds(page)).toEqual([d, b, a, c, e]);
    await expect
      .poll(() => page.locator(`[data-child-id="${c}"]`).getByTestId('child-caption').inputValue())
      .toBe('Các bà, các mẹ gói bánh ở nhà văn hoá thôn');
    await capture(page, 'content-album-photos');

    const reference = await apiLogin(baseUrl, 'quantri1');
    const stored = await reference.get<{ entries: Child[] }>(`${ALBUMS_API}/${albumId}/images`);
    expect(stored.entries.map((row) => [row.id, row.position])).toEqual([d, b, a, c, e].map((id, i) => [id, i + 1]));
    const publicRead = await fetch(`${baseUrl}/api/web/albums/${albumId}/images`);
    const shared = (await publicRead.json()) as { data: { entries: Child[] } };
    expect(shared.data.entries.map((row) => row.id)).toEqual([d, b, a, c, e]);

    await page.setViewportSize(PHONE);
    await page.getByTestId('children-panel').scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await capture(page, 'content-album-photos-phone');
    await page.setViewportSize(DESKTOP);
  });
});
