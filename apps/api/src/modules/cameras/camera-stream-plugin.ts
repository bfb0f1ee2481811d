import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { cameras } from '../../db/schema/areas/cameras.ts';
import { stillWatched } from './stream-sessions.ts';
import { createStreamSupervisor, type StreamSupervisor } from './stream-supervisor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** this node's ffmpeg processes, one per camera watched through it (issue 18) */
    cameraStreams: StreamSupervisor;
  }
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** a node's segment directory is named after its process: one left by a process that is gone is removed at start */
function removeOrphans(parent: string) {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    // only what a node made (`<pid>-<8 hex>`): a CAMERA_STREAM_DIR shared with anything else keeps the rest
    const made = /^(\d+)-[0-9a-f]{8}$/.exec(name);
    if (made && !processAlive(Number(made[1]))) rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

/**
 * The cameras' streaming on this node: the supervisor, and a reaper that stops each ffmpeg no lease wants any more
 * (leases live in the database, so a viewer's renew or exit reaches whichever node it lands on) and kills a stalled
 * one. All ffmpeg processes and segments go with the server.
 */
export const cameraStreamPlugin = fp(async (app) => {
  const parent = app.config.CAMERA_STREAM_DIR ?? path.join(tmpdir(), 'console-streams');
  removeOrphans(parent);
  const supervisor = createStreamSupervisor({
    ffmpeg: app.config.FFMPEG_PATH,
    root: path.join(parent, `${process.pid}-${randomUUID().slice(0, 8)}`),
    log: app.log,
    onSignal: (cameraId, online) => {
      app.db
        .update(cameras)
        .set({ signal: online ? 'online' : 'offline', signalAt: sql`now()` })
        .where(eq(cameras.id, cameraId))
        .catch((error: unknown) => app.log.warn({ err: error, cameraId }, 'camera signal not recorded'));
    },
  });
  app.decorate('cameraStreams', supervisor);

  let reaping = false;
  const reap = async () => {
    const running = supervisor.running();
    if (!running.length || reaping) return;
    reaping = true;
    try {
      const wanted = await stillWatched(app.db, running);
      for (const cameraId of running) if (!wanted.has(cameraId)) supervisor.stop(cameraId);
      supervisor.killStalled();
    } catch (error) {
      app.log.warn({ err: error }, 'camera stream reaper failed');
    } finally {
      reaping = false;
    }
  };
  // a lease's end is noticed within a fifth of it (12 s of a 60 s lease)
  const every = Math.max(1_000, (app.config.CAMERA_STREAM_LEASE_SECONDS * 1_000) / 5);
  const timer = setInterval(() => void reap(), every);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    supervisor.stopAll();
  });
});
