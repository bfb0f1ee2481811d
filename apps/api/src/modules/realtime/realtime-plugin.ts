import { createAdapter } from '@socket.io/redis-adapter';
import { REALTIME_EVENTS, REALTIME_PATH, type NotificationEvent } from '@console/shared/realtime-events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { runPeriodically } from '../../lib/periodic-job.ts';
import { sessionAuth } from '../../plugins/access-control.ts';
import { endedSessions } from './ended-sessions.ts';
import { deliveredTo, missedSince, parseCursor } from './notification-push.ts';

/** how often each node checks that the sessions of its sockets still work (a revoked one is cut within this) */
export const SESSION_CHECK_MS = 500;
/** the message every node passes on when a notification is delivered through it */
const DELIVERED = 'notification:delivered';

interface SocketData {
  userId: number;
  sessionId: string;
  /** the events its catch-up carried: a push of one of them still under way when it reconnected is not sent again */
  caughtUp?: Set<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Server;
  }
}

const userRoom = (userId: number) => `user:${userId}`;
/** the room of this node's sockets that are being caught up: live events wait for them (heldFor) */
const CATCHING_UP = 'catching-up';

/**
 * Socket.IO on the API's own port (issue 13). A socket signs in with the session token in its handshake and joins
 * its person's room. With Redis the adapter joins every API node: a delivery made through one node is announced to
 * all, and each pushes it to its own connected receivers (one query per node against the receivers' key). Without
 * Redis the embedded default serves one process. Each node cuts the sockets of ended sessions twice a second.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, options: { redis?: Redis }) => {
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // the token travels in the handshake, never in a cookie: a page of another site cannot ride on it
    cors: { origin: false },
  });
  const redisClients = options.redis ? [options.redis.duplicate(), options.redis.duplicate()] : [];
  if (redisClients.length) io.adapter(createAdapter(redisClients[0], redisClients[1]));
  app.decorate('realtime', io);

  io.use(async (socket, next) => {
    const { token } = (socket.handshake.auth ?? {}) as { token?: unknown };
    const claims = typeof token === 'string' ? await app.tokens.verify(token) : null;
    const auth = claims ? await sessionAuth(app, claims.sessionId, claims.userId).catch(() => null) : null;
    if (!auth) return next(new Error('UNAUTHENTICATED'));
    socket.data = { userId: auth.user.id, sessionId: auth.sessionId };
    next();
  });

  // A reconnecting socket joins its room before reading what it missed, so nothing falls between the two; a live
  // event that arrives meanwhile waits here and follows the catch-up, unless the catch-up already carried it: the
  // client gets each event once, oldest first. Per node and per socket, as the socket lives on this node.
  const heldFor = new Map<string, { userId: number; events: NotificationEvent[] }>();

  io.on('connection', async (socket: Socket) => {
    const { userId } = socket.data as SocketData;
    const cursor = parseCursor((socket.handshake.auth as { lastEventId?: unknown }).lastEventId);
    if (cursor) {
      heldFor.set(socket.id, { userId, events: [] });
      await socket.join(CATCHING_UP);
    }
    await socket.join(userRoom(userId));
    if (!cursor) return;
    let missed: NotificationEvent[] = [];
    try {
      missed = await missedSince(app.db, userId, cursor);
    } catch (error) {
      app.log.warn({ err: error }, 'realtime catch-up failed');
    }
    const sent = new Set(missed.map((event) => event.id));
    (socket.data as SocketData).caughtUp = sent;
    const live = (heldFor.get(socket.id)?.events ?? []).filter((event) => !sent.has(event.id));
    heldFor.delete(socket.id);
    socket.leave(CATCHING_UP);
    for (const event of [...missed, ...live]) socket.emit(REALTIME_EVENTS.notification, event);
  });

  /** pushes a delivery to the receivers connected to this node */
  async function pushLocally(notificationId: number) {
    const sockets = await io.local.fetchSockets();
    const userIds = [...new Set(sockets.map((socket) => (socket.data as SocketData).userId))];
    const delivered = await deliveredTo(app.db, notificationId, userIds);
    if (!delivered) return;
    // each receiver's sockets, but for one still catching up (it is held for it, below) and one whose catch-up already
    // carried this event (its push was under way while it reconnected): each event reaches a socket once
    const receivers = new Set(delivered.userIds);
    for (const socket of sockets) {
      const data = socket.data as SocketData;
      if (!receivers.has(data.userId) || heldFor.has(socket.id) || data.caughtUp?.has(delivered.event.id)) continue;
      socket.emit(REALTIME_EVENTS.notification, delivered.event);
    }
    for (const held of heldFor.values()) if (receivers.has(held.userId)) held.events.push(delivered.event);
  }
  const pushSafely = (id: number) =>
    pushLocally(id).catch((error) => app.log.warn({ err: error }, 'realtime push failed'));
  io.on(DELIVERED, pushSafely);
  app.notificationEvents.on('delivered', ({ id }) => {
    // the other nodes (through the Redis adapter; the embedded one has no other node), then this one
    if (redisClients.length) io.serverSideEmit(DELIVERED, id);
    void pushSafely(id);
  });

  // each node checks its own sockets: on every node, BACKGROUND_JOBS or not
  runPeriodically(app, {
    name: 'realtime-session-check',
    firstDelay: SESSION_CHECK_MS,
    interval: SESSION_CHECK_MS,
    everyNode: true,
    run: async () => {
      const sockets = await io.local.fetchSockets();
      const sessionOf = (socket: (typeof sockets)[number]) => (socket.data as SocketData).sessionId;
      const ended = await endedSessions(app.db, [...new Set(sockets.map(sessionOf))], app.config.SESSION_IDLE_MINUTES);
      for (const socket of sockets)
        if (ended.has(sessionOf(socket))) {
          socket.emit(REALTIME_EVENTS.sessionEnded);
          socket.disconnect(true);
        }
    },
  });

  // before the HTTP server closes: an open WebSocket would otherwise hold it (io.close() would close the server itself)
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    for (const client of redisClients) client.disconnect();
  });
});
