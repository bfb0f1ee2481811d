import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A real RTSP camera on 127.0.0.1 for the camera tests: rtsp-server.py (GStreamer's RTSP server, Basic
 * authentication) run by Debian's Python, which has the GObject bindings (the pyenv python3 on PATH has not).
 */
const PYTHON = '/usr/bin/python3';
const SCRIPT = path.join(import.meta.dirname, 'rtsp-server.py');
const STREAM_PATH = '/stream1';
const READY_TIMEOUT_MS = 15_000;
const KILL_AFTER_MS = 2_000;
const PACKAGES =
  'ffmpeg gstreamer1.0-rtsp gir1.2-gst-rtsp-server-1.0 gstreamer1.0-plugins-base gstreamer1.0-plugins-good ' +
  'gstreamer1.0-plugins-ugly python3-gi';

export type RtspCodec = 'h264' | 'mjpeg';

export interface RtspSourceOptions {
  /** default `camera` */
  user?: string;
  /** default a random one */
  password?: string;
  /** default `h264`; `mjpeg` is a camera whose stream the API must transcode (HLS carries no MJPEG) */
  codec?: RtspCodec;
}

export interface RtspSource {
  /** rtsp://user:password@127.0.0.1:port/stream1 (user and password URL-encoded) */
  url: string;
  /** rtsp://127.0.0.1:port/stream1: the server answers it 401 */
  urlWithoutAuth: string;
  port: number;
  user: string;
  password: string;
  /** SIGTERM, SIGKILL after 2 s; resolves once the server has exited (at once if it already had) */
  stop(): Promise<void>;
}

let available: boolean | undefined;

/** whether /usr/bin/python3 has GStreamer's RTSP server bindings (cached): for a clear error, not for skipping */
export function isRtspAvailable(): boolean {
  available ??=
    spawnSync(
      PYTHON,
      ['-c', "import gi; gi.require_version('GstRtspServer', '1.0'); from gi.repository import GstRtspServer"],
      { stdio: 'ignore', timeout: 10_000 },
    ).status === 0;
  return available;
}

/** a port free a moment ago: the server binds it right after (a lost race shows as "cannot listen", and is retried) */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startRtspSource(options: RtspSourceOptions = {}): Promise<RtspSource> {
  if (!isRtspAvailable()) {
    throw new Error(
      `${PYTHON} cannot load GStreamer's RTSP server (gi, GstRtspServer 1.0): apt-get install -y ${PACKAGES}`,
    );
  }
  const user = options.user ?? 'camera';
  const password = options.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const codec = options.codec ?? 'h264';
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return await launch(port, user, password, codec);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

function launch(port: number, user: string, password: string, codec: RtspCodec): Promise<RtspSource> {
  const args = ['--port', String(port), '--path', STREAM_PATH, '--user', user, '--password', password];
  // stdin stays an open pipe that the server watches: if this process dies without stop(), the server exits too
  const child = spawn(PYTHON, [SCRIPT, ...args, '--codec', codec, '--exit-with-stdin'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    // GStreamer can be chatty: keep the last part, where the reason for an exit is
    stderr = (stderr + chunk).slice(-8_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    // pid undefined: the spawn failed, there is nothing to wait for
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
      await exited;
      clearTimeout(timer);
    }
    child.stdin.destroy();
    child.stdout.destroy();
    child.stderr.destroy();
  };

  const hostPort = `127.0.0.1:${port}`;
  const source: RtspSource = {
    url: `rtsp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${hostPort}${STREAM_PATH}`,
    urlWithoutAuth: `rtsp://${hostPort}${STREAM_PATH}`,
    port,
    user,
    password,
    stop,
  };

  return new Promise<RtspSource>((resolve, reject) => {
    let settled = false;
    let stdout = '';
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const message = `RTSP source on ${hostPort} ${reason}; stderr:\n${stderr.trim() || '(empty)'}`;
      void stop().then(() =>
        reject(/cannot listen on/.test(stderr) ? new PortTakenError(message) : new Error(message)),
      );
    };
    const timer = setTimeout(() => fail(`printed no READY within ${READY_TIMEOUT_MS / 1000} s`), READY_TIMEOUT_MS);
    child.once('error', (error) => fail(`could not start (${error.message})`));
    // 'close', not 'exit': by then stderr has been read to its end, with the reason in it
    child.once('close', (code, signal) => fail(`exited before READY (${signal ?? `code ${code}`})`));
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (settled) return; // still read: a stray print can never fill the pipe and block the server
      stdout += chunk;
      if (!/^READY$/m.test(stdout)) return;
      settled = true;
      clearTimeout(timer);
      resolve(source);
    });
  });
}
