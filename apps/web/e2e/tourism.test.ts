import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
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
import { drawPng } from './sentiments-flows';
import { choose } from './users-flows';

// issue 15, tourism: a ward admin writes a tourist attraction (category, rich text, gallery, a place picked on the
// map) and approves it from its row; a resident sends a homestay from the app and the ward approves it from the
// waiting list's bulk bar; both then show on the tourism map, by layer, each opening its detail screen

const ATTRACTIONS = '/admin/travel-informations/tourist-attractions';
const ATTRACTIONS_API = '/api/admin/tourist-attractions';
const ACCOMMODATIONS = '/admin/travel-services/accommodations';
const ACCOMMODATIONS_API = '/api/admin/travel-accommodations';
const RESIDENT_API = '/api/web/travel-accommodations';
const MAP = '/admin/travel-informations/map';
const MAP_API = '/api/admin/travel-map';
const IMAGE_UPLOAD_API = '/api/connector/images';

const ATTRACTION = 'Thác Nậm Tôn mùa nước';
const CATEGORY = 'Cảnh quan thiên nhiên';
const DESCRIPTION = 'Thác nước cao 40 m giữa rừng nguyên sinh, có đường mòn đi bộ 2 km từ bản, đẹp nhất vào mùa mưa.';
const HOMESTAY = 'Homestay Bản Mây (gửi từ ứng dụng)';
/** a place among the demo places of the ward (seed/area-demos/travel-accommodations.ts) */
const HOMESTAY_PLACE = { lat: 21.7415, lng: 104.8893 };

interface Attraction {
  id: number;
  name: string;
  gallery: { path: string; name: string }[] | null;
  location: { lat: number; lng: number } | null;
  is_approved: boolean;
  ward_id: number;
}

interface OwnAccommodation {
  id: number;
  name: string;
  kind: string;
  is_approved: boolean;
}

interface Marker {
  area: string;
  id: number;
  name: string;
  ward_id: number;
}

const switchOf = (page: Page, field: string, id: number) => page.getByTestId(`resource-toggle-${field}-${id}`);
/** the form item (label, control, messages) of the resource form's field `field` */
const formItem = (page: Page, field: string) =>
  page.locator('.ant-form-item', { has: page.locator(`#tourist-attractions_${field}`) });

describe('tourism: attractions, residents’ services and the map', () => {
  let session: BrowserSession;
  let wardId: number;
  let resident: Awaited<ReturnType<typeof apiLogin>>;
  let attractionId: number;
  let homestayId: number;

  /** what nguoidan1 reads of their own sends (GET /mine), newest first */
  const ownSends = async () => {
    const answer = await resident.call<{ entries: OwnAccommodation[] }>('GET', `${RESIDENT_API}/mine?length=100`);
    expect(answer.code).toBe(200);
    return answer.data.entries;
  };

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    wardId = (await apiLogin(session.baseUrl, 'quantri1')).user.ward_id ?? 0;
    resident = await apiLogin(session.baseUrl, 'nguoidan1');
  });

  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 writes an attraction with a gallery and a place picked on the map, then approves it from its row', async () => {
    const { page, baseUrl } = session;
    expect(wardId).toBeGreaterThan(0);
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}${ATTRACTIONS}`);
    await tableSettled(page);
    await page.getByTestId('resource-create').click();
    await waitForPath(page, `${ATTRACTIONS}/create`);

    await page.locator('#tourist-attractions_name').fill(ATTRACTION);
    await choose(page, '#tourist-attractions_category', CATEGORY);
    await expectText(formItem(page, 'category'), CATEGORY);

    // the description, typed in the rich text editor
    const content = page.getByTestId('rich-text-editor').locator('.tiptap');
    await content.click();
    await page.keyboard.type(DESCRIPTION);
    await expectText(content.locator('p').first(), DESCRIPTION);

    // two pictures chosen at once in the gallery: each is sent to the image connector, and both stay (each upload
    // adds to the files as they are when it finishes)
    const gallery = formItem(page, 'gallery');
    const pictures = [
      { name: 'thac-nam-ton-1.png', buffer: await drawPng(page, 'Thác Nậm Tôn', '#00695c') },
      { name: 'thac-nam-ton-2.png', buffer: await drawPng(page, 'Đường mòn vào thác', '#6a1b9a') },
    ];
    const uploads: number[] = [];
    const counting = (response: { url(): string; request(): { method(): string }; status(): number }) => {
      if (response.url().includes(IMAGE_UPLOAD_API) && response.request().method() === 'POST')
        uploads.push(response.status());
    };
    page.on('response', counting);
    await gallery
      .locator('input[type=file]')
      .setInputFiles(pictures.map((picture) => ({ ...picture, mimeType: 'image/png' })));
    await expect.poll(() => uploads).toEqual([200, 200]);
    page.off('response', counting);
    await expect
      .poll(async () => (await gallery.locator('.ant-upload-list-item-name').allInnerTexts()).sort())
      .toEqual(pictures.map((picture) => picture.name).sort());

    // the place: 'Chọn trên bản đồ' opens the map, a click on it fills latitude and longitude
    const place = formItem(page, 'location');
    const lat = place.getByTestId('location-lat');
    const lng = place.getByTestId('location-lng');
    expect(await lat.inputValue()).toBe('');
    await place.getByRole('button', { name: 'Chọn trên bản đồ' }).click();
    const map = place.getByTestId('location-map').locator('.leaflet-container');
    // the tile layer's attribution is added in the same flush of effects as the click handler, just before it
    await expectText(map.locator('.leaflet-control-attribution'), 'OpenStreetMap');
    await map.click();
    await expect.poll(() => lat.inputValue()).toMatch(/^\d+(\.\d+)?$/);
    await expect.poll(() => lng.inputValue()).toMatch(/^\d+(\.\d+)?$/);
    // a marker shows the point picked
    await expect.poll(() => map.locator('.leaflet-overlay-pane path').count()).toBe(1);
    await capture(page, 'tourism-attraction-form');

    const created = await afterResponse(page, ATTRACTIONS_API, () => page.getByTestId('resource-save').click(), 'POST');
    const body = (await created.json()) as { code: number; data: { entry: Attraction } };
    expect(body.code).toBe(200);
    const entry = body.data.entry;
    attractionId = entry.id;
    expect(entry.gallery).toHaveLength(2);
    expect(entry.location).toEqual({ lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) });
    expect(entry.ward_id).toBe(wardId);
    expect(entry.is_approved).toBe(false);
    await expectSuccessDialog(page);
    await waitForPath(page, ATTRACTIONS);
    await tableSettled(page);

    // in the list, waiting for approval; the ward admin may approve it
    const row = tableRow(page, attractionId);
    await expectText(row, ATTRACTION);
    await expectText(row, CATEGORY);
    const approval = switchOf(page, 'is_approved', attractionId);
    expect(await approval.getAttribute('aria-checked')).toBe('false');
    expect(await approval.isDisabled()).toBe(false);
    await capture(page, 'tourism-attractions-list');

    await approval.click();
    const answer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Phê duyệt điểm du lịch này?',
      `${ATTRACTIONS_API}/${attractionId}/approval`,
      'PATCH',
    );
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ is_approved: true });
    await expect.poll(() => approval.getAttribute('aria-checked')).toBe('true');
  });

  it('nguoidan1 sends a homestay from the app; quantri1 approves it from the waiting list’s bulk bar', async () => {
    const { page, baseUrl } = session;
    // the resident app's send: a signed-in resident, the homestay waits for the ward
    const sent = await resident.call<null>('POST', RESIDENT_API, {
      name: HOMESTAY,
      kind: 'homestay',
      description: 'Hai phòng nhà sàn nhìn ra ruộng bậc thang, có xe đón ở trung tâm xã.',
      location: HOMESTAY_PLACE,
      phone: '0987654321',
      price_from: 300_000,
      owner_name: 'Lò Văn Mây',
      ward_id: wardId,
    });
    expect(sent.status).toBe(200);
    expect(sent.code).toBe(200);
    expect(sent.message).toBe('Gửi thông tin thành công, vui lòng chờ xã/phường phê duyệt');
    const mine = (await ownSends()).find((own) => own.name === HOMESTAY);
    expect(mine).toMatchObject({ kind: 'homestay', is_approved: false });
    homestayId = mine!.id;

    // the ward's waiting list: the homestay is there, not approved
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}${ACCOMMODATIONS}?is_approved=false`);
    await tableSettled(page);
    // staff never add a travel service themselves
    expect(await page.getByTestId('resource-create').count()).toBe(0);
    const row = tableRow(page, homestayId);
    await expectText(row, HOMESTAY);
    await expectText(row, 'Homestay');
    expect(await switchOf(page, 'is_approved', homestayId).getAttribute('aria-checked')).toBe('false');

    // it alone is selected; the bulk bar approves it after its question, in one request. With one row selected the
    // console sends that row's own approval (crud/api/toggle-resource.ts: only several rows go to the bulk path
    // PATCH …/approval as {ids, is_approved})
    await row.locator('.ant-checkbox-input').check();
    const bulk = page.getByTestId('bulk-toggles');
    await expectText(bulk, 'Đã chọn 1 bản ghi');
    const checked = page.locator('[data-testid=resource-table] tbody .ant-checkbox-input:checked');
    expect(await checked.count()).toBe(1);
    const requests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'PATCH' && path.startsWith(ACCOMMODATIONS_API)) requests.push(path);
    });
    await page.getByTestId('bulk-is_approved-on').click();
    await capture(page, 'tourism-accommodations-bulk-confirm');
    const answer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Bật “Phê duyệt” cho 1 bản ghi đã chọn?',
      `${ACCOMMODATIONS_API}/${homestayId}/approval`,
      'PATCH',
    );
    const approved = (await answer.json()) as { code: number; data: { entry: { id: number; is_approved: boolean } } };
    expect(approved.code).toBe(200);
    expect(approved.data.entry).toMatchObject({ id: homestayId, is_approved: true });
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ is_approved: true });
    expect(requests).toEqual([`${ACCOMMODATIONS_API}/${homestayId}/approval`]);
    // approved, it leaves the waiting list
    await tableSettled(page);
    await expect.poll(() => tableRow(page, homestayId).count()).toBe(0);
    await expect.poll(() => page.getByTestId('bulk-toggles').count()).toBe(0);

    // the resident reads the outcome in the app
    expect((await ownSends()).find((own) => own.id === homestayId)).toMatchObject({ is_approved: true });
  });

  it('quantri1 finds both on the tourism map, hides the lodging layer and opens the attraction', async () => {
    const { page, baseUrl } = session;
    const answer = await afterResponse(page, MAP_API, () => page.goto(`${baseUrl}${MAP}`));
    const { markers } = ((await answer.json()) as { data: { markers: Marker[] } }).data;
    // an officer of one ward: every marker is of the ward
    expect(markers.length).toBeGreaterThanOrEqual(2);
    expect(new Set(markers.map((marker) => marker.ward_id))).toEqual(new Set([wardId]));

    const list = page.getByTestId('travel-map-list');
    const items = list.locator('.ant-list-item');
    await expect.poll(() => items.count()).toBe(markers.length);
    await expectText(list, ATTRACTION);
    await expectText(list, HOMESTAY);
    // one marker per place listed (places sharing a point still have one each)
    const circles = page.locator('[data-testid=travel-map] .leaflet-overlay-pane path.leaflet-interactive');
    await expect.poll(() => circles.count()).toBeGreaterThanOrEqual(await items.count());
    await capture(page, 'tourism-map');

    // unticking 'Lưu trú' asks the map again without the lodgings
    const lodging = page.getByTestId('travel-map-layers').getByRole('checkbox', { name: 'Lưu trú' });
    const without = await afterResponse(page, MAP_API, () => lodging.uncheck());
    expect(new URL(without.url()).searchParams.get('areas')?.split(',')).not.toContain('travel-accommodations');
    await expect.poll(() => list.innerText()).not.toContain(HOMESTAY);
    await expectText(list, ATTRACTION);
    const left = ((await without.json()) as { data: { markers: Marker[] } }).data.markers;
    expect(left.some((marker) => marker.area === 'travel-accommodations')).toBe(false);
    await expect.poll(() => items.count()).toBe(left.length);
    await expect.poll(() => circles.count()).toBeGreaterThanOrEqual(left.length);

    // the attraction's name opens its detail screen
    await list.locator('.ant-list-item', { hasText: ATTRACTION }).getByText(ATTRACTION, { exact: true }).click();
    await waitForPath(page, `${ATTRACTIONS}/${attractionId}/detail`);
    await expectText(page.getByTestId('resource-facts'), ATTRACTION);
    // the gallery shows its two pictures as thumbnails (their small copies), not as file names
    const thumbnails = page.getByTestId('resource-facts').locator('img.ant-image-img');
    await expect.poll(() => thumbnails.count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() =>
        thumbnails.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBeGreaterThanOrEqual(2);
    await capture(page, 'tourism-attraction-detail');

    // the map screen on a phone, every layer again: the map (loaded on demand, its skeleton's shimmer never ends, so
    // capture() would not wait for it) draws its markers, and nothing is wider than the window
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}${MAP}`);
    await expect.poll(() => items.count()).toBe(markers.length);
    await expect.poll(() => circles.count()).toBeGreaterThanOrEqual(markers.length);
    const mapBox = await page.getByTestId('travel-map').boundingBox();
    expect(mapBox?.width).toBeGreaterThan(300);
    expect(Math.round(mapBox?.height ?? 0)).toBe(320);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'tourism-map-phone');
    await page.setViewportSize(DESKTOP);
  });
});
