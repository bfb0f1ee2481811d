import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.ts';
import { checkStreamUrl } from '../../src/modules/cameras/stream-check.ts';
import { demoUnits } from '../fixtures.ts';
import { memoryLog } from '../memory-log.ts';
import { resourceClient } from '../resources/resource-client.ts';
import { startRtspSource, type RtspSource } from './rtsp-source.ts';

// Watching cameras for real (issue 18): a GStreamer RTSP camera on 127.0.0.1, Debian's ffmpeg writing HLS, the
// lease lifecycle get → renew → exit, one ffmpeg per camera, the limit, the lease's end, credentials in no answer or log.
let units: Awaited<ReturnType<typeof demoUnits>>;
let camera: RtspSource;
let mjpegCamera: RtspSource;

beforeAll(async () => {
  [camera, mjpegCamera] = await Promise.all([startRtspSource(), startRtspSource({ codec: 'mjpeg' })]);
});
afterAll(async () => {
  await Promise.all([camera?.stop(), mjpegCamera?.stop()]);
});

/** an app with its logger in memory, the demo accounts' tokens and a way to add cameras of ward 1 */
async function streamingApp(env: Record<string, string> = {}) {
  const log = memoryLog();
  const t = await buildTestApp({ LOG_LEVEL: 'info', ...env }, log.logger);
  units ??= await demoUnits(t);
  const tokens: Record<string, string> = {};
  for (const name of ['quantri1', 'canbo1', 'congan1', 'quantri2', 'thon1']) tokens[name] = await t.login(name);
  const locationId = (await resourceClient(t, 'camera-locations').rows(tokens.quantri1))[0].id;
  const addCamera = async (url: string, name = 'Camera thử nghiệm') => {
    const response = await resourceClient(t, 'cameras').create(tokens.quantri1, {
      name,
      location_id: locationId,
      stream_url: url,
      kind: 'fixed',
      ward_id: units.ward1,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.entry.id as number;
  };
  const call = (path: string, token: string) => t.request({ method: 'GET', url: path, token });
  const stream = (id: number, token: string, step = '') =>
    call(`/api/admin/cameras/${id}/stream${step ? `/${step}` : ''}`, token);
  /** the playlist once it holds segments (the first one waits for a keyframe and a segment) */
  const playlist = async (url: string, token: string) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await call(url, token);
      if (response.statusCode === 200 && response.body.includes('.ts')) return response;
      await sleep(500);
    }
    throw new Error(`no playlist at ${url}`);
  };
  /** the newest segment of the playlist, fetched (a segment may leave the playlist between two reads: read again) */
  const newestSegment = async (url: string, token: string) => {
    for (let attempt = 0; ; attempt++) {
      const names = (await playlist(url, token)).body.match(/seg\d{6}\.ts/g)!;
      const video = await call(url.replace('index.m3u8', names.at(-1)!), token);
      if (video.statusCode === 200 || attempt === 4) return video;
      await sleep(300);
    }
  };
  return { t, log, tokens, addCamera, call, stream, playlist, newestSegment };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(200);
  }
  return false;
}

describe('the stream lifecycle', () => {
  let app: Awaited<ReturnType<typeof streamingApp>>;
  beforeAll(async () => {
    app = await streamingApp();
  });
  afterAll(() => app.t.close());

  it('get → segments → a second viewer shares the ffmpeg → renew → exit by both → ffmpeg gone', async () => {
    const { t, tokens, stream, playlist, call } = app;
    const id = await app.addCamera(camera.url);
    const first = await stream(id, tokens.canbo1);
    expect(first.statusCode, first.body).toBe(200);
    const watching = first.json().data.entry;
    expect(watching).toMatchObject({ url: `/api/streams/${watching.session_id}/index.m3u8`, lease_seconds: 60 });

    const list = await playlist(watching.url, tokens.canbo1);
    expect(list.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(list.body).toContain('#EXTM3U');
    const video = await app.newestSegment(watching.url, tokens.canbo1);
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp2t');
    expect(video.rawPayload.length).toBeGreaterThan(1_000);
    // MPEG-TS packets start with the sync byte 0x47
    expect(video.rawPayload[0]).toBe(0x47);

    const pid = t.app.cameraStreams.pidOf(id)!;
    expect(pid).toBeGreaterThan(0);
    const second = (await stream(id, tokens.congan1)).json().data.entry;
    expect(second.session_id).not.toBe(watching.session_id);
    expect(second.state).toBe('live');
    expect(t.app.cameraStreams.pidOf(id)).toBe(pid);
    // the camera's signal badge follows what the stream found
    expect((await resourceClient(t, 'cameras').row(tokens.quantri1, id)).signal).toBe('online');

    await sleep(1_100);
    const renewed = await stream(id, tokens.canbo1, 'renew');
    expect(renewed.statusCode).toBe(200);
    expect(Date.parse(renewed.json().data.entry.expires_at)).toBeGreaterThan(Date.parse(watching.expires_at));

    const dir = t.app.cameraStreams.dirOf(id)!;
    expect((await stream(id, tokens.canbo1, 'exit')).json().message).toBe('Đã dừng xem camera');
    expect(alive(pid)).toBe(true); // the police officer still watches
    expect((await call(watching.url, tokens.canbo1)).json().message).toBe('Phiên xem camera đã kết thúc');
    expect((await stream(id, tokens.canbo1, 'renew')).statusCode).toBe(404);
    await stream(id, tokens.congan1, 'exit');
    expect(await until(() => !alive(pid))).toBe(true);
    expect(t.app.cameraStreams.isRunning(id)).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });

  it('the playlist is only for the officer whose session it is', async () => {
    const { tokens, stream, call } = app;
    const id = await app.addCamera(camera.url, 'Camera riêng');
    const { url } = (await stream(id, tokens.canbo1)).json().data.entry;
    expect((await call(url, tokens.congan1)).statusCode).toBe(404);
    expect((await app.t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call(url.replace('index.m3u8', '..%2F..%2Fetc%2Fpasswd'), tokens.canbo1)).statusCode).toBe(400);
    await stream(id, tokens.canbo1, 'exit');
  });

  it('transcodes a camera that does not send H.264', async () => {
    const { tokens, stream, newestSegment } = app;
    const id = await app.addCamera(mjpegCamera.url, 'Camera MJPEG');
    const { url } = (await stream(id, tokens.canbo1)).json().data.entry;
    const video = await newestSegment(url, tokens.canbo1);
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload[0]).toBe(0x47);
    await stream(id, tokens.canbo1, 'exit');
  });

  it('scope and permission: another ward’s camera is not found, a hamlet officer may not watch', async () => {
    const { t, tokens, stream } = app;
    const other = await resourceClient(t, 'cameras').rows(tokens.quantri2);
    expect((await stream(other[0].id, tokens.canbo1)).statusCode).toBe(404);
    const id = await app.addCamera(camera.url, 'Camera của xã');
    expect((await stream(id, tokens.thon1)).statusCode).toBe(403);
    expect(t.app.cameraStreams.isRunning(id)).toBe(false);
  });

  it('a camera switched off is not watched; switching it off ends its viewers’ leases', async () => {
    const { t, tokens, stream } = app;
    const id = await app.addCamera(camera.url, 'Camera sẽ tắt');
    await stream(id, tokens.canbo1);
    await resourceClient(t, 'cameras').at('PATCH', `${id}/status`, tokens.quantri1);
    const refused = await stream(id, tokens.congan1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Camera đang tắt, hãy bật camera trước khi xem');
    // the reaper (a fifth of the 60 s lease) ends the leases and the ffmpeg
    expect(await until(() => !t.app.cameraStreams.isRunning(id), 15_000)).toBe(true);
  });

  it('a wrong password or a dead camera gives the viewer a clear message, and the log no credentials', async () => {
    const { tokens, stream, log } = app;
    const wrong = camera.url.replace(encodeURIComponent(camera.password), 'sai-mat-khau');
    const id = await app.addCamera(wrong, 'Camera sai mật khẩu');
    await stream(id, tokens.canbo1);
    expect(
      await until(async () => (await stream(id, tokens.canbo1, 'renew')).json().data.entry.state === 'failed'),
    ).toBe(true);
    expect((await stream(id, tokens.canbo1, 'renew')).json().data.entry.message).toBe(
      'Camera từ chối tài khoản: kiểm tra tên đăng nhập và mật khẩu trong đường dẫn luồng',
    );
    const dead = await app.addCamera('rtsp://admin:cam-dead-pass@127.0.0.1:9/stream1', 'Camera mất điện');
    await stream(dead, tokens.canbo1);
    expect(
      await until(async () => (await stream(dead, tokens.canbo1, 'renew')).json().data.entry.state === 'failed'),
    ).toBe(true);
    expect((await stream(dead, tokens.canbo1, 'renew')).json().data.entry.message).toMatch(
      /^Không kết nối được camera/,
    );
    await stream(id, tokens.canbo1, 'exit');
    await stream(dead, tokens.canbo1, 'exit');
    const logged = log.text();
    expect(logged).toContain('camera stream ended; retrying');
    for (const secret of [camera.password, encodeURIComponent(camera.password), 'sai-mat-khau', 'cam-dead-pass'])
      expect(logged).not.toContain(secret);
  });
});

describe('leases and limits', () => {
  it('a lease not renewed ends by itself, with its ffmpeg', async () => {
    const app = await streamingApp({ CAMERA_STREAM_LEASE_SECONDS: '2' });
    try {
      const id = await app.addCamera(camera.url);
      expect((await app.stream(id, app.tokens.canbo1)).statusCode).toBe(200);
      const pid = app.t.app.cameraStreams.pidOf(id)!;
      expect(alive(pid)).toBe(true);
      expect(await until(() => !alive(pid), 8_000)).toBe(true);
      expect((await app.stream(id, app.tokens.canbo1, 'renew')).json()).toEqual({
        code: 404,
        message: 'Phiên xem camera đã kết thúc',
        data: null,
      });
    } finally {
      await app.t.close();
    }
  });

  it('past the limit of cameras watched at once a new camera is refused (503); a watched one is joined', async () => {
    const app = await streamingApp({ CAMERA_STREAM_MAX: '1' });
    try {
      const first = await app.addCamera(camera.url, 'Camera một');
      const second = await app.addCamera(camera.url, 'Camera hai');
      expect((await app.stream(first, app.tokens.canbo1)).statusCode).toBe(200);
      const refused = await app.stream(second, app.tokens.congan1);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('Đã đạt giới hạn 1 camera được xem cùng lúc, vui lòng thử lại sau');
      expect(app.t.app.cameraStreams.isRunning(second)).toBe(false);
      expect((await app.stream(first, app.tokens.congan1)).statusCode).toBe(200);
      await app.stream(first, app.tokens.canbo1, 'exit');
      await app.stream(first, app.tokens.congan1, 'exit');
      expect((await app.stream(second, app.tokens.congan1)).statusCode).toBe(200);
      await app.stream(second, app.tokens.congan1, 'exit');
    } finally {
      await app.t.close();
    }
  });
});

describe('the stream check of an http(s) address (spec §7)', () => {
  const answering = (status: number) => (async () => new Response('x', { status })) as unknown as typeof fetch;
  it('http counts as fine without asking; https only on 200', async () => {
    const never = (() => {
      throw new Error('fetched');
    }) as unknown as typeof fetch;
    await expect(checkStreamUrl('http://10.0.0.9/live.m3u8', never)).resolves.toBeUndefined();
    await expect(checkStreamUrl('https://cam.example/live.m3u8', answering(200))).resolves.toBeUndefined();
    await expect(checkStreamUrl('https://cam.example/live.m3u8', answering(403))).rejects.toMatchObject({
      status: 503,
      message: 'Địa chỉ luồng của camera trả về mã 403',
    });
    // an account in an https address goes as Basic authentication (fetch refuses an address with one)
    let asked: { url: string; authorization?: string } | undefined;
    const recording = (async (url: string, init: { headers: Record<string, string> }) => {
      asked = { url, authorization: init.headers.authorization };
      return new Response('x', { status: 200 });
    }) as unknown as typeof fetch;
    await checkStreamUrl('https://admin:Mat%40khau@cam.example/live.m3u8', recording);
    expect(asked).toEqual({
      url: 'https://cam.example/live.m3u8',
      authorization: `Basic ${Buffer.from('admin:Mat@khau').toString('base64')}`,
    });
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(checkStreamUrl('https://cam.example/live.m3u8', failing)).rejects.toMatchObject({
      message: 'Không kết nối được địa chỉ luồng của camera',
    });
  });
});
