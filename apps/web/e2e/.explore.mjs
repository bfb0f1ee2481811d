import { chromium } from 'playwright-core';
import fs from 'node:fs';
const base = 'http://127.0.0.1:4799';
const ctx = await chromium.launchPersistentContext(fs.mkdtempSync('/tmp/explore/prof-'), {
  executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'],
  viewport: { width: 1366, height: 800 }, locale: 'vi-VN', timezoneId: 'America/New_York' });
const page = ctx.pages()[0];
page.setDefaultTimeout(10000);
async function login(u, p = 'Demo@2026') {
  await page.goto(base + '/auth/login');
  await page.evaluate(() => localStorage.clear());
  await page.fill('#login_username', u); await page.fill('#login_password', p);
  await page.click('[data-testid=login-submit]');
}
const script = process.argv[2];
try {
  await (await import(script)).default({ page, login, base });
} catch (e) { console.error('ERR', e.message); await page.screenshot({ path: '/tmp/explore/err.png', fullPage: true }); }
await ctx.close();
