import { EventEmitter } from 'node:events';
import type { Delivered } from './notification-delivery.ts';

/**
 * What happened to notifications in this process, for whoever passes it on (the realtime channel pushes a delivery
 * to the sockets of its receivers, on every node through its adapter). Emitted after the transaction committed.
 */
export interface NotificationEventMap {
  delivered: [Delivered];
}

export type NotificationEvents = EventEmitter<NotificationEventMap>;

export const createNotificationEvents = (): NotificationEvents => new EventEmitter<NotificationEventMap>();

declare module 'fastify' {
  interface FastifyInstance {
    notificationEvents: NotificationEvents;
  }
}
