import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { animationsDone } from './flows';

export const PHONE = { width: 390, height: 844 };
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1366, height: 768 };

/** a full-page picture once the screen stopped moving: <dir>/<name>.png, to be looked at */
export async function shotInto(dir: string, page: Page, name: string, fullPage = true) {
  await page.mouse.move(0, 0);
  await animationsDone(page);
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/** the page is no wider than the window: nothing pushes it sideways */
export async function expectNoHorizontalOverflow(page: Page) {
  const widths = () =>
    page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  await expect
    .poll(
      async () => {
        const { scroll, inner } = await widths();
        return scroll <= inner;
      },
      { message: `page wider than the window: ${JSON.stringify(await widths())}` },
    )
    .toBe(true);
}

/** the element is shown and lies inside the window's width (nothing cut at the right edge) */
export async function expectInView(locator: Locator) {
  await locator.waitFor();
  const box = await locator.boundingBox();
  expect(box, 'no box: not rendered').not.toBeNull();
  const width = locator.page().viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
}
