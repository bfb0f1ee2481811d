import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone } from './flows';

// helpers of cameras.test.ts: the overview's tiles, a playing video, the phone's drawer menu

export const OVERVIEW = '/admin/cameras/overview';
export const LOCATIONS = '/admin/cameras/locations';
export const MANAGEMENTS = '/admin/cameras/managements';

/** how long a camera may take from the tile's first request to a moving picture (ffmpeg, first HLS segments) */
export const FIRST_PICTURE_MS = 25_000;

export const cameraTile = (page: Page, id: number) => page.getByTestId(`camera-tile-${id}`);

/** the `<video>`'s playing position in seconds; -1 while there is no video element */
async function currentTime(video: Locator): Promise<number> {
  if ((await video.count()) === 0) return -1;
  return video.first().evaluate((element) => (element as HTMLVideoElement).currentTime);
}

/** the video inside `scope` is playing: its position moves past zero, then moves on again a moment later */
export async function expectVideoAdvancing(scope: Locator, timeout = FIRST_PICTURE_MS) {
  const video = scope.getByTestId('camera-video');
  await expect
    .poll(() => currentTime(video), { timeout, interval: 500, message: 'the camera’s video never started' })
    .toBeGreaterThan(0);
  const first = await currentTime(video);
  await expect
    .poll(() => currentTime(video), { timeout: 10_000, interval: 500, message: 'the camera’s video stood still' })
    .toBeGreaterThan(first);
}

/** the tile's badge and its data-state both say `state` */
export async function expectTileState(tile: Locator, state: string, timeout = FIRST_PICTURE_MS) {
  await expect.poll(() => tile.getAttribute('data-state'), { timeout }).toBe(state);
  await expect.poll(() => tile.getByTestId('camera-badge').innerText(), { timeout: 5_000 }).toBe(state);
}

/** the phone's menu: the toggle opens the drawer, the entry navigates and closes it */
export async function phoneMenu(page: Page, key: string) {
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('menu-drawer');
  await drawer.waitFor();
  await animationsDone(page);
  await drawer.getByTestId(`menu-${key}`).click();
  await expect.poll(() => page.locator('.menu-drawer.ant-drawer-open').count()).toBe(0);
}

/** a point of the element, `inset` px from its top-right corner (where Leaflet puts no control) */
export async function nearTopRight(locator: Locator, inset = 24) {
  const box = await locator.boundingBox();
  expect(box, 'the map is not drawn').not.toBeNull();
  return { x: box!.x + box!.width - inset, y: box!.y + inset };
}
