import { REALTIME_EVENTS, REALTIME_PATH, type NotificationEvent } from '@console/shared/realtime-events';
import { io, type Socket } from 'socket.io-client';

/** a console tab's socket, as the web client opens it, with what it has heard */
export interface TestSocket {
  socket: Socket;
  events: NotificationEvent[];
  ended: boolean;
  /** resolves with the first notification event that passes `match` (already heard or to come) */
  next(match: (event: NotificationEvent) => boolean, timeoutMs?: number): Promise<NotificationEvent>;
  /** resolves once the server has cut the socket */
  disconnected(timeoutMs?: number): Promise<number>;
  close(): void;
}

export function connectSocket(base: string, token: string | undefined, lastEventId?: string) {
  const socket = io(base, {
    path: REALTIME_PATH,
    auth: { token, lastEventId },
    transports: ['websocket'],
    reconnection: false,
  });
  const heard: TestSocket = {
    socket,
    events: [],
    ended: false,
    next: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const found = heard.events.find(match);
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error('no matching notification event')), timeoutMs);
        socket.on(REALTIME_EVENTS.notification, (event: NotificationEvent) => {
          if (!match(event)) return;
          clearTimeout(timer);
          resolve(event);
        });
      }),
    disconnected: (timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        if (!socket.connected) return resolve(0);
        const timer = setTimeout(() => reject(new Error('the socket stayed connected')), timeoutMs);
        socket.on('disconnect', () => {
          clearTimeout(timer);
          resolve(Date.now() - started);
        });
      }),
    close: () => socket.close(),
  };
  socket.on(REALTIME_EVENTS.notification, (event: NotificationEvent) => heard.events.push(event));
  socket.on(REALTIME_EVENTS.sessionEnded, () => (heard.ended = true));
  return new Promise<TestSocket>((resolve, reject) => {
    socket.on('connect', () => resolve(heard));
    socket.on('connect_error', (error) => reject(error));
  });
}
