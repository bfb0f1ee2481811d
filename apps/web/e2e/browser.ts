import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-launch';

export const DEMO_PASSWORD = 'Demo@2026';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../screenshots');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh profile (STACK.md trap 5), pinned to a time zone other than Vietnam's on purpose */
export async function openBrowser(options: { timezoneId?: string; args?: string[] } = {}): Promise<BrowserSession> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'console-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
    viewport: { width: 1366, height: 800 },
    locale: 'vi-VN',
    timezoneId: options.timezoneId ?? 'America/New_York',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  // a screen that breaks says why in the test's output (a flaky failure on CI is otherwise a bare timeout)
  page.on('pageerror', (error) => console.error(`[pageerror] ${page.url()}: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    // a screen's error boundary logs what broke it (app/route-error.tsx); a refused request is the test's business
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      console.error(`[console] ${page.url()}: ${message.text()}`);
  });
  return {
    context,
    page,
    baseUrl: serverOfThisWorker(),
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** the server of this file's worker slot (global-setup.ts): a file running beside this one has the other */
export function serverOfThisWorker() {
  const servers = inject('baseUrls');
  return servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];
}

export async function screenshot(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
