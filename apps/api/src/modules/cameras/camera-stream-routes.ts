import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatMessage } from '@console/shared/validation/messages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceTableOf } from '../../crud/resource-tables.ts';
import { readSecret } from '../../crud/secret-fields.ts';
import { cameras } from '../../db/schema/areas/cameras.ts';
import type { UnitScope } from '../../core/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, ok, ZEntry, ZIdParams, ZMessage } from '../../lib/envelope.ts';
import { wardColumnInScope } from '../../query/unit-scope-sql.ts';
import { checkStreamUrl } from './stream-check.ts';
import { cameraOfSession, closeSession, openSession, renewSession } from './stream-sessions.ts';
import { PLAYLIST, type StreamStatus } from './stream-supervisor.ts';

// Watching a camera (issue 18, spec §4 'get stream, renew, exit', §7 GET stream, renew, exit by {id}): a lease per
// officer and camera, an HLS playlist only that officer's token reads, one ffmpeg per camera shared by its viewers.
const watch = { access: { action: 'read', subject: 'camera_rtsp' } } as const;
const tags = ['cameras'];
const BASE = '/api/admin/cameras/:id/stream';

const ZStream = z.object({
  session_id: z.string(),
  /** the HLS playlist, read with the officer's Authorization header */
  url: z.string(),
  expires_at: z.string(),
  lease_seconds: z.number(),
  state: z.enum(['starting', 'live', 'failed']),
  message: z.string().nullable(),
});

const ZFileParams = z.object({
  session: z.uuid({ error: formatMessage('Phiên xem') }),
  file: z.string().regex(/^(index\.m3u8|seg\d{6}\.ts)$/, formatMessage('Tệp')),
});

/** how long a playlist request waits for a starting camera's first segment before answering 503 (the player retries) */
const FIRST_PLAYLIST_WAIT_MS = 8_000;

async function cameraInScope(app: FastifyInstance, scope: UnitScope, id: number) {
  const [camera] = await app.db
    .select({ id: cameras.id, isActive: cameras.isActive })
    .from(cameras)
    .where(and(eq(cameras.id, id), wardColumnInScope(scope, cameras.wardId)));
  if (!camera) throw new AppError('NOT_FOUND');
  return camera;
}

/**
 * The camera's ffmpeg on this node, started from its unsealed address (checked first when it is https). `reread`
 * (get and renew): an address edited meanwhile restarts it; a playlist or segment takes the running one as it is.
 */
async function ensureStream(app: FastifyInstance, cameraId: number, reread: boolean): Promise<StreamStatus> {
  if (!reread && app.cameraStreams.isRunning(cameraId)) return app.cameraStreams.statusOf(cameraId)!;
  const source = await readSecret(app.db, resourceTableOf('cameras')!, app.secrets, cameraId, 'stream_url');
  if (!source) throw new AppError('CAMERA_NO_ADDRESS');
  if (!app.cameraStreams.runsFrom(cameraId, source)) await checkStreamUrl(source);
  return app.cameraStreams.ensure(cameraId, source);
}

const answer = (session: { id: string; expires_at: string }, lease: number, status: StreamStatus) => ({
  session_id: session.id,
  url: `/api/streams/${session.id}/${PLAYLIST}`,
  expires_at: session.expires_at,
  lease_seconds: lease,
  state: status.state,
  message: status.message,
});

export const cameraStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const lease = app.config.CAMERA_STREAM_LEASE_SECONDS;

  app.get(
    BASE,
    { config: watch, schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZStream) } } },
    async (request) => {
      const { scope, user } = request.auth!;
      const camera = await cameraInScope(app, scope, request.params.id);
      if (!camera.isActive) throw new AppError('CAMERA_OFF');
      const session = await openSession(app.db, camera.id, user.id, lease, app.config.CAMERA_STREAM_MAX);
      try {
        return entry(answer(session, lease, await ensureStream(app, camera.id, true)));
      } catch (error) {
        // a camera that cannot be watched keeps no lease (nor a place under the limit)
        await closeSession(app.db, camera.id, user.id);
        throw error;
      }
    },
  );

  app.get(
    `${BASE}/renew`,
    { config: watch, schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZStream) } } },
    async (request) => {
      const { scope, user } = request.auth!;
      const camera = await cameraInScope(app, scope, request.params.id);
      if (!camera.isActive) throw new AppError('CAMERA_OFF');
      const session = await renewSession(app.db, camera.id, user.id, lease);
      return entry(answer(session, lease, await ensureStream(app, camera.id, true)));
    },
  );

  app.get(
    `${BASE}/exit`,
    { config: watch, schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      const { scope, user } = request.auth!;
      const camera = await cameraInScope(app, scope, request.params.id);
      // the last viewer gone: this node's ffmpeg stops now, other nodes' at their reaper's next round
      if (!(await closeSession(app.db, camera.id, user.id))) app.cameraStreams.stop(camera.id);
      return ok(null, 'Đã dừng xem camera');
    },
  );

  // the HLS files: the playlist and its segments, for the officer whose live session it is. Outside the embedded
  // database's admission queue (plugins/db-admission.ts): a playlist waiting for a starting camera must not hold one
  // of its two slots for seconds; its one or two statements are single indexed reads.
  app.get(
    '/api/streams/:session/:file',
    { config: { ...watch, dbQueue: false }, schema: { tags, params: ZFileParams } },
    async (request, reply) => {
      const { session, file } = request.params;
      const cameraId = await cameraOfSession(app.db, session, request.auth!.user.id);
      if (cameraId === null) throw new AppError('STREAM_ENDED');
      let status = await ensureStream(app, cameraId, false);
      const started = Date.now();
      while (file === PLAYLIST && status.state === 'starting' && Date.now() - started < FIRST_PLAYLIST_WAIT_MS) {
        await sleep(200);
        status = app.cameraStreams.statusOf(cameraId) ?? status;
      }
      if (status.state !== 'live') {
        reply.header('retry-after', '1');
        throw new AppError('CAMERA_UNREACHABLE', status.message ?? 'Camera đang khởi động, vui lòng chờ giây lát');
      }
      const dir = app.cameraStreams.dirOf(cameraId)!;
      let body: Buffer;
      try {
        body = await readFile(path.join(dir, file));
      } catch {
        throw new AppError('NOT_FOUND');
      }
      return reply
        .type(file === PLAYLIST ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
