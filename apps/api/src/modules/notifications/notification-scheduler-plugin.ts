import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job.ts';
import { deliverDue } from './notification-delivery.ts';

/** how often the API nodes look for scheduled notifications whose time has come (one node a turn: lib/periodic-job.ts) */
export const NOTIFICATION_SCHEDULER_INTERVAL_MS = 30_000;

/** sends scheduled notifications at their time; tests call deliverDue() themselves */
export const notificationSchedulerPlugin = fp(async (app: FastifyInstance) => {
  runPeriodically(app, {
    name: 'notification-scheduler',
    firstDelay: NOTIFICATION_SCHEDULER_INTERVAL_MS,
    interval: NOTIFICATION_SCHEDULER_INTERVAL_MS,
    run: async () => {
      const delivered = await deliverDue(app.db);
      for (const done of delivered) app.notificationEvents.emit('delivered', done);
      // a full batch: more may be due, look again soon
      return delivered.length >= 10 ? 1_000 : NOTIFICATION_SCHEDULER_INTERVAL_MS;
    },
  });
});
