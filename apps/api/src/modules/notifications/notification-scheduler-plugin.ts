import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job.ts';
import { deliverDue } from './notification-delivery.ts';

/** how often every API node looks for scheduled notifications whose time has come (SKIP LOCKED shares them out) */
export const NOTIFICATION_SCHEDULER_INTERVAL_MS = 30_000;

/** sends scheduled notifications at their time; tests call deliverDue() themselves */
export const notificationSchedulerPlugin = fp(async (app: FastifyInstance) => {
  runPeriodically(app, NOTIFICATION_SCHEDULER_INTERVAL_MS, async () => {
    try {
      const delivered = await deliverDue(app.db);
      for (const done of delivered) app.notificationEvents.emit('delivered', done);
      // a full batch: more may be due, look again soon
      return delivered.length >= 10 ? 1_000 : NOTIFICATION_SCHEDULER_INTERVAL_MS;
    } catch (error) {
      app.log.error({ err: error }, 'notification scheduler failed');
      return NOTIFICATION_SCHEDULER_INTERVAL_MS;
    }
  });
});
