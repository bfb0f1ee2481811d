import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startRtspSource, type RtspSource, type RtspSourceOptions } from './rtsp-source.ts';

// The fixture the camera tests stream from: a real RTSP server that ffmpeg (Debian's package) can read, with the
// authentication and the codecs real cameras have.
const run = promisify(execFile);
const sources: RtspSource[] = [];

async function start(options?: RtspSourceOptions) {
  const source = await startRtspSource(options);
  sources.push(source);
  return source;
}

/** the codec of each stream at `url`, as ffprobe reads it over RTSP/TCP */
async function probe(url: string) {
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-rtsp_transport', 'tcp', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', url],
    { timeout: 10_000 },
  );
  return stdout.trim();
}

/** what a failed probe printed (it must fail) */
async function probeError(url: string) {
  const error = await probe(url).then(
    () => undefined,
    (reason: Error & { stderr?: string }) => reason,
  );
  expect(error, `ffprobe read ${url}`).toBeDefined();
  return error!.stderr ?? error!.message;
}

afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.stop()));
});

describe('the RTSP test source', () => {
  it('streams H.264 to a client with the credentials, and answers 401 to one without or with wrong ones', async () => {
    const source = await start({ user: 'viewer', password: 's3cret' });
    expect(source.url).toBe(`rtsp://viewer:s3cret@127.0.0.1:${source.port}/stream1`);
    expect(source.urlWithoutAuth).toBe(`rtsp://127.0.0.1:${source.port}/stream1`);

    expect(await probe(source.url)).toBe('h264');
    expect(await probeError(source.urlWithoutAuth)).toMatch(/401 Unauthorized/);
    expect(await probeError(`rtsp://viewer:wrong@127.0.0.1:${source.port}/stream1`)).toMatch(/401 Unauthorized/);
  });

  it('streams MJPEG when asked: the codec the API must transcode', async () => {
    const source = await start({ codec: 'mjpeg' });
    expect(await probe(source.url)).toBe('mjpeg');
  });

  it('is what ffmpeg turns into HLS segments, copying the H.264 as it comes', async () => {
    const source = await start();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rtsp-hls-'));
    try {
      await run(
        'ffmpeg',
        // -nostdin: ffmpeg otherwise reads its stdin for key commands
        [
          '-nostdin',
          '-v',
          'error',
          '-rtsp_transport',
          'tcp',
          '-i',
          source.url,
          '-t',
          '2',
          '-c',
          'copy',
          '-f',
          'hls',
          '-hls_time',
          '1',
          path.join(dir, 'index.m3u8'),
        ],
        { timeout: 15_000 },
      );
      const files = await readdir(dir);
      expect(files).toContain('index.m3u8');
      expect(files.filter((file) => file.endsWith('.ts')).length).toBeGreaterThanOrEqual(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('stops: the port is closed afterwards', async () => {
    const source = await start();
    await source.stop();
    await source.stop(); // a second stop (the afterEach's) is harmless
    expect(await probeError(source.url)).toMatch(/Connection refused/);
  });
});
