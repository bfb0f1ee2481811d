// npx tsx bench/slow-link.ts (after `npm run build`): the login page on a commune's mobile link — 400 ms round trip,
// 50 KB/s (BENCH_RTT_MS, BENCH_KBPS) — first visit with an empty browser, then a repeat visit with the service
// worker installed, BENCH_ROUNDS (3) rounds in Debian's Chromium. The bare baseline in the same run is a one-line
// page from a bare Node server over the same link: the cost of the link itself.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/web/e2e/chromium-launch.ts';
import { startSlowLink, type LinkShape } from './slow-link-proxy.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SHAPE: LinkShape = {
  roundTripMs: Number(process.env.BENCH_RTT_MS ?? 400),
  bytesPerSecond: Number(process.env.BENCH_KBPS ?? 50) * 1024,
};
const root = path.resolve(import.meta.dirname, '..');

async function listening(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function startConsole(): Promise<{ port: number; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-slow-link-'));
  const probe = http.createServer();
  const port = await listening(probe);
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_PASSWORD: 'Bench@12345',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    port,
    async stop() {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    locale: 'vi-VN',
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** ms from asking for the page until `selector` is visible */
async function timeToVisible(context: BrowserContext, url: string, selector: string): Promise<number> {
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await page.locator(selector).waitFor({ state: 'visible', timeout: 120_000 });
  const elapsed = Date.now() - started;
  await page.close();
  return elapsed;
}

const bare = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html lang="vi"><body><h1 id="ready">Đăng nhập</h1></body></html>');
});
const barePort = await listening(bare);
const app = await startConsole();
const bareLink = await startSlowLink(barePort, SHAPE);
const consoleLink = await startSlowLink(app.port, SHAPE);
const consoleUrl = `http://127.0.0.1:${consoleLink.port}/auth/login`;

const rows: Record<string, { bare: number; first: number; repeat: number }> = {};
for (let round = 1; round <= ROUNDS; round++) {
  const browser = await openChromium();
  try {
    const bareMs = await timeToVisible(browser.context, `http://127.0.0.1:${bareLink.port}/`, '#ready');
    const first = await timeToVisible(browser.context, consoleUrl, '#login_username');
    // let the worker install (it downloads the shell over the same slow link) and take control
    const page = await browser.context.newPage();
    await page.goto(consoleUrl, { timeout: 120_000 });
    // (a string: this file is type-checked without the DOM library)
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.close();
    const repeat = await timeToVisible(browser.context, consoleUrl, '#login_username');
    rows[`round ${round}`] = { bare: bareMs, first, repeat };
  } finally {
    await browser.close();
  }
}
await Promise.all([bareLink.close(), consoleLink.close(), app.stop(), new Promise((resolve) => bare.close(resolve))]);

console.log(
  `\n/auth/login until the sign-in form is visible, ${SHAPE.roundTripMs} ms round trip, ${SHAPE.bytesPerSecond / 1024} KB/s (ms):`,
);
console.table(rows);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const all = Object.values(rows);
console.log(
  `median: bare page ${median(all.map((r) => r.bare))} ms, first visit ${median(all.map((r) => r.first))} ms, repeat visit ${median(all.map((r) => r.repeat))} ms`,
);
process.exit(0);
