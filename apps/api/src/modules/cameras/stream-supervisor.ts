import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ffmpegArguments, failureReason } from './ffmpeg-command.ts';

export type StreamState = 'starting' | 'live' | 'failed';

export interface StreamStatus {
  state: StreamState;
  /** what the viewer is told while it is not live (Vietnamese) */
  message: string | null;
}

interface CameraStream {
  source: string;
  dir: string;
  /** the camera's codec is not H.264: ffmpeg transcodes instead of copying */
  transcode: boolean;
  process: ChildProcess | null;
  state: StreamState;
  message: string | null;
  failures: number;
  retry: NodeJS.Timeout | null;
  /** false once stopped: an exit then is the end, not a failure */
  wanted: boolean;
  startedAt: number;
  /** it gave a picture once: a later failure is an interruption, not a camera never reached */
  everLive: boolean;
}

export interface SupervisorOptions {
  ffmpeg: string;
  /** this node's segment directory (removed on close) */
  root: string;
  log: FastifyBaseLogger;
  /** the camera answered (its first playlist) or failed: the camera's signal badge */
  onSignal(cameraId: number, online: boolean): void;
}

/** the playlist of a live stream is rewritten every segment (1 s): one older than this is a stalled ffmpeg */
const STALLED_MS = 15_000;
/** a first playlist takes a keyframe and a segment; a camera silent longer than this is not answering */
const FIRST_SEGMENT_MS = 20_000;
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export const PLAYLIST = 'index.m3u8';

/**
 * One ffmpeg per camera on this node, shared by every viewer of it (issue 18): it pulls the camera's RTSP (or
 * http(s)) stream and writes short HLS segments into the camera's directory. A dead ffmpeg or camera is restarted with
 * backoff while viewers still want it; stop() ends it and removes its segments. Who still wants a camera is the
 * leases' business (stream-sessions.ts), decided across nodes by the reaper (camera-stream-plugin.ts).
 */
export function createStreamSupervisor({ ffmpeg, root, log, onSignal }: SupervisorOptions) {
  const streams = new Map<number, CameraStream>();
  mkdirSync(root, { recursive: true });

  function launch(cameraId: number, stream: CameraStream) {
    rmSync(stream.dir, { recursive: true, force: true });
    mkdirSync(stream.dir, { recursive: true });
    stream.startedAt = Date.now();
    const child = spawn(ffmpeg, ffmpegArguments(stream.source, stream.dir, stream.transcode), {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    stream.process = child;
    // ffmpeg's own output names the camera's address, password included: it is read here, never logged
    let tail = '';
    let restartToTranscode = false;
    child.stderr!.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-4_000);
      const codec = /Stream #\d+:\d+[^:]*: Video: (\w+)/.exec(tail)?.[1];
      if (codec && codec !== 'h264' && !stream.transcode) {
        // the browsers play H.264 in HLS: any other codec is transcoded, decided once per camera
        stream.transcode = true;
        restartToTranscode = true;
        child.kill('SIGKILL');
      }
    });
    // a missing ffmpeg: the close below reports it ('spawn ffmpeg ENOENT')
    child.on('error', (error) => (tail += `\n${error.message}`));
    child.on('close', (code) => {
      if (stream.process === child) stream.process = null;
      if (!stream.wanted) return;
      if (restartToTranscode) {
        // whatever the copying run wrote is gone with its directory: not live until the transcoding one writes
        stream.state = 'starting';
        stream.everLive = false;
        return launch(cameraId, stream);
      }
      stream.failures += 1;
      stream.state = 'failed';
      // the address itself (a '/Channels/401' path, a password) must not be read as a status
      stream.message = failureReason(tail.replaceAll(stream.source, '<camera>'), stream.everLive);
      onSignal(cameraId, false);
      const wait = BACKOFF_MS[Math.min(stream.failures - 1, BACKOFF_MS.length - 1)];
      log.warn({ cameraId, exitCode: code, retryInMs: wait }, 'camera stream ended; retrying');
      stream.retry = setTimeout(() => {
        stream.retry = null;
        if (stream.wanted) launch(cameraId, stream);
      }, wait);
      stream.retry.unref();
    });
  }

  function halt(stream: CameraStream) {
    stream.wanted = false;
    if (stream.retry) clearTimeout(stream.retry);
    stream.process?.kill('SIGKILL');
    stream.process = null;
  }

  /** the stream as a viewer sees it; a first playlist turns it live */
  function statusOf(cameraId: number): StreamStatus | null {
    const stream = streams.get(cameraId);
    if (!stream) return null;
    if (stream.state !== 'live' && stream.process && existsSync(path.join(stream.dir, PLAYLIST))) {
      stream.state = 'live';
      stream.everLive = true;
      stream.message = null;
      stream.failures = 0;
      onSignal(cameraId, true);
    }
    return { state: stream.state, message: stream.message };
  }

  return {
    /** the camera's ffmpeg, started unless running with this source already */
    ensure(cameraId: number, source: string): StreamStatus {
      const running = streams.get(cameraId);
      if (running && running.source === source) return statusOf(cameraId)!;
      if (running) {
        halt(running);
        streams.delete(cameraId);
      }
      const stream: CameraStream = {
        source,
        dir: path.join(root, String(cameraId)),
        transcode: false,
        process: null,
        state: 'starting',
        message: null,
        failures: 0,
        retry: null,
        wanted: true,
        startedAt: Date.now(),
        everLive: false,
      };
      streams.set(cameraId, stream);
      launch(cameraId, stream);
      return statusOf(cameraId)!;
    },
    statusOf,
    /** where the camera's playlist and segments are, while it runs here */
    dirOf: (cameraId: number) => streams.get(cameraId)?.dir ?? null,
    isRunning: (cameraId: number) => streams.has(cameraId),
    /** running from this very address (an edited one restarts it, after the stream check) */
    runsFrom: (cameraId: number, source: string) => streams.get(cameraId)?.source === source,
    /** the process id of the camera's ffmpeg (tests: one per camera, gone after exit) */
    pidOf: (cameraId: number) => streams.get(cameraId)?.process?.pid ?? null,
    running: () => [...streams.keys()],
    stop(cameraId: number) {
      const stream = streams.get(cameraId);
      if (!stream) return;
      halt(stream);
      streams.delete(cameraId);
      rmSync(stream.dir, { recursive: true, force: true });
    },
    /** an ffmpeg alive but writing nothing (a camera gone silent without closing) is killed: its exit retries */
    killStalled() {
      const now = Date.now();
      for (const stream of streams.values()) {
        if (!stream.process) continue;
        const playlist = path.join(stream.dir, PLAYLIST);
        const written = existsSync(playlist) ? statSync(playlist).mtimeMs : stream.startedAt;
        const limit = existsSync(playlist) ? STALLED_MS : FIRST_SEGMENT_MS;
        if (now - written > limit) stream.process.kill('SIGKILL');
      }
    },
    stopAll() {
      for (const cameraId of [...streams.keys()]) this.stop(cameraId);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export type StreamSupervisor = ReturnType<typeof createStreamSupervisor>;
