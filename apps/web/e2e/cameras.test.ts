import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRtspSource, type RtspSource } from '../../api/test/cameras/rtsp-source';
import { openBrowser, type BrowserSession } from './browser';
import {
  FIRST_PICTURE_MS,
  LOCATIONS,
  MANAGEMENTS,
  OVERVIEW,
  cameraTile,
  expectTileState,
  expectVideoAdvancing,
  nearTopRight,
  phoneMenu,
} from './camera-flows';
import {
  afterResponse,
  apiLogin,
  capture,
  expectSuccessDialog,
  expectText,
  loginAs,
  pathOf,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { choose } from './users-flows';

// issue 18: a real RTSP camera (GStreamer on 127.0.0.1) added by quantri1 plays on the ward officer's overview wall;
// leaving the wall ends the viewing session; a location is added where the map was clicked; the camera's page plays
// it on demand and never shows its password; the screens fit a phone.

const NEW_CAMERA = 'Camera cổng UBND (thử nghiệm)';
const NEW_LOCATION = 'Điểm camera bến đò (thử nghiệm)';
const PLAYING = 'Đang phát';
type Api = Awaited<ReturnType<typeof apiLogin>>;

interface LocationRow {
  id: number;
  name: string;
  ward_id: number;
}

describe('cameras: a live camera on the wall, the session ended on leaving, a location from the map', () => {
  let session: BrowserSession;
  let source: RtspSource;
  let staff: Api;
  let officer: Api;
  let location: LocationRow;
  let cameraId = 0;

  beforeAll(async () => {
    [session, source] = await Promise.all([openBrowser(), startRtspSource()]);
    await session.page.setViewportSize(DESKTOP);
    staff = await apiLogin(session.baseUrl, 'quantri1');
    officer = await apiLogin(session.baseUrl, 'canbo1');
  });

  afterAll(async () => {
    await session?.close();
    await source?.stop();
  });

  it('quantri1 adds a camera of the real source at a location of the ward; its answer masks the password', async () => {
    const locations = await staff.get<{ entries: LocationRow[] }>('/api/admin/camera-locations');
    location = locations.entries.find((row) => row.ward_id === staff.user.ward_id)!;
    expect(location, 'no camera location in quantri1’s ward').toBeDefined();
    const created = await staff.call<{ entry: { id: number; stream_url: string } }>('POST', '/api/admin/cameras', {
      name: NEW_CAMERA,
      location_id: location.id,
      stream_url: source.url,
      kind: 'fixed',
      ward_id: location.ward_id,
      recording_note: 'Thử nghiệm, không ghi hình',
    });
    expect(created.status, created.message).toBe(200);
    cameraId = created.data.entry.id;
    expect(created.data.entry.stream_url).toContain('***');
    expect(created.data.entry.stream_url).not.toContain(source.password);
  });

  it('canbo1 opens the overview from the menu, filters by the location and watches the camera live', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await page.getByTestId('menu-camera-overview').click();
    await waitForPath(page, OVERVIEW);
    await expectText(page.getByTestId('page-title'), 'Tổng quan camera');
    await page.getByTestId('camera-wall').waitFor();
    await afterResponse(page, '/api/admin/cameras', () =>
      choose(page, '[data-testid=camera-location-filter]', location.name),
    );
    const tile = cameraTile(page, cameraId);
    await expectText(tile, NEW_CAMERA);
    await expectVideoAdvancing(tile);
    await expectTileState(tile, PLAYING);
    // the demo camera of the same location (a made-up LAN address) ends 'Mất tín hiệu', with the reason in words; the
    // tile learns it at its next renewal, a third of the lease after opening
    const demo = await officer.get<{ entries: { id: number }[] }>(
      `/api/admin/cameras?location_id=${location.id}&length=50`,
    );
    const demoId = demo.entries.find((row) => row.id !== cameraId)?.id;
    expect(demoId, 'no demo camera at the location').toBeDefined();
    const demoTile = cameraTile(page, demoId!);
    await expectTileState(demoTile, 'Mất tín hiệu', 40_000);
    expect((await demoTile.getByTestId('camera-tile-message').innerText()).trim()).not.toBe('');
    await capture(page, 'cameras-overview');
  }, 90_000);

  it('leaving the overview ends canbo1’s viewing session', async () => {
    const { page } = session;
    await page.getByTestId('menu-home').click();
    await waitForPath(page, '/admin/home');
    await expect
      .poll(
        async () => {
          const renewed = await officer.call('GET', `/api/admin/cameras/${cameraId}/stream/renew`);
          return { status: renewed.status, message: renewed.message };
        },
        { timeout: 5_000, interval: 250 },
      )
      .toEqual({ status: 404, message: 'Phiên xem camera đã kết thúc' });
  });

  it('quantri1 clicks an empty spot of the locations’ map and saves a location there', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.getByTestId('menu-camera-locations').click();
    await waitForPath(page, LOCATIONS);
    const map = page.getByTestId('camera-locations-map');
    await map.locator('.leaflet-container').waitFor();
    await tableSettled(page);
    await capture(page, 'camera-locations');
    const spot = await nearTopRight(map);
    await page.mouse.click(spot.x, spot.y);
    await page.waitForURL((url) => /^\/admin\/cameras\/locations\/create\/-?[\d.]+\/-?[\d.]+$/.test(url.pathname));
    const [lat, lng] = pathOf(page).split('/').slice(-2).map(Number);
    expect(Number.isFinite(lat) && Number.isFinite(lng)).toBe(true);
    const latInput = page.getByTestId('location-lat');
    const lngInput = page.getByTestId('location-lng');
    await expect.poll(async () => Number(await latInput.inputValue())).toBeCloseTo(lat, 6);
    await expect.poll(async () => Number(await lngInput.inputValue())).toBeCloseTo(lng, 6);
    await page.locator('#camera-locations_name').fill(NEW_LOCATION);
    await page.locator('#camera-locations_address').fill('Bến đò đầu thôn');
    await capture(page, 'camera-location-create');
    const created = await afterResponse(
      page,
      '/api/admin/camera-locations',
      () => page.getByTestId('resource-save').click(),
      'POST',
    );
    const body = (await created.json()) as {
      code: number;
      message: string;
      data: { entry: { id: number; location: { lat: number; lng: number } } };
    };
    expect(body.code, body.message).toBe(200);
    expect(body.data.entry.location).toEqual({ lat, lng });
    await expectSuccessDialog(page);
    await waitForPath(page, LOCATIONS);
    await tableSettled(page);
    await expectText(tableRow(page, body.data.entry.id), NEW_LOCATION);
  });

  it('the camera’s page shows the masked address, never the password, and plays on demand', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}${MANAGEMENTS}/${cameraId}/detail`);
    await expectText(page.locator('body'), NEW_CAMERA);
    await expectText(page.locator('body'), `${source.user}:***@127.0.0.1:${source.port}`);
    expect(await page.locator('body').innerText()).not.toContain(source.password);
    expect(await page.content()).not.toContain(source.password);
    const watch = page.getByTestId('camera-watch');
    await expectText(watch, 'Xem trực tiếp');
    await watch.click();
    const tile = cameraTile(page, cameraId);
    await expectVideoAdvancing(tile);
    await expectTileState(tile, PLAYING);
    await capture(page, 'camera-detail');
    // stop watching before the next screens
    await watch.click();
    await expect.poll(() => tile.count()).toBe(0);
  });

  it('the overview and the locations fit a phone; its menu is a drawer', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await phoneMenu(page, 'camera-overview');
    await waitForPath(page, OVERVIEW);
    await page.getByTestId('camera-wall').waitFor();
    // no layout switch on a phone: one column
    expect(await page.getByTestId('camera-layout').count()).toBe(0);
    await afterResponse(page, '/api/admin/cameras', () =>
      choose(page, '[data-testid=camera-location-filter]', location.name),
    );
    const tile = cameraTile(page, cameraId);
    await expectTileState(tile, PLAYING, FIRST_PICTURE_MS);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'cameras-overview-phone');

    await phoneMenu(page, 'camera-locations');
    await waitForPath(page, LOCATIONS);
    await page.getByTestId('camera-locations-map').locator('.leaflet-container').waitFor();
    await tableSettled(page);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'camera-locations-phone');
    await page.setViewportSize(DESKTOP);
  });
});
