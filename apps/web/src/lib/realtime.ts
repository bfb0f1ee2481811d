import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  REALTIME_EVENTS,
  REALTIME_PATH,
  type NotificationEvent,
  type RealtimeHandshake,
} from '@console/shared/realtime-events';
import { reportUnauthorized } from './api-client';
import { dismissSocketNotice, notifySocket } from './notify';
import { getToken } from './session';

// the cursor of the last event this browser saw: a reconnect (a dropped mobile link, a reload) catches up from it
const CURSOR_KEY = 'console.lastEventId';
const readCursor = () => {
  try {
    return localStorage.getItem(CURSOR_KEY) ?? undefined;
  } catch {
    return undefined;
  }
};
const saveCursor = (cursor: string) => {
  try {
    localStorage.setItem(CURSOR_KEY, cursor);
  } catch {
    // storage disabled: the next connection starts without a catch-up
  }
};

/**
 * The console's realtime channel (issue 13), open while an officer is signed in: a notification that reaches them
 * shows in the top-right 'socket' toast group and refreshes the bell and the inbox; a session ended elsewhere (logout
 * on another tab, a revoked password, a locked account) signs this tab out. Socket.IO reconnects by itself, sending
 * the token and the last event's cursor each time, so what arrived meanwhile is delivered on return. The client code
 * loads after the first screen (a dynamic import), so it costs the login page nothing.
 */
export function useRealtime(onOpenNotice: (event: NotificationEvent) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let closed = false;
    let socket: { close: () => void } | undefined;
    void import('socket.io-client').then(({ io }) => {
      if (closed || !getToken()) return;
      const client = io({
        path: REALTIME_PATH,
        auth: (send) => send({ token: getToken() ?? '', lastEventId: readCursor() } satisfies RealtimeHandshake),
        transports: ['websocket', 'polling'],
      });
      client.on(REALTIME_EVENTS.notification, (event: NotificationEvent) => {
        saveCursor(event.cursor);
        void queryClient.invalidateQueries({ queryKey: ['notifications'] });
        const key = `notification-${event.id}`;
        notifySocket('info', {
          key,
          message: event.type === 'individual' ? 'Thông báo cá nhân' : 'Thông báo mới',
          description: event.sender_name ? `${event.title} — ${event.sender_name}` : event.title,
          onClick: () => {
            dismissSocketNotice(key);
            onOpenNotice(event);
          },
          style: { cursor: 'pointer' },
          props: { 'data-testid': 'socket-toast' },
        });
      });
      client.on(REALTIME_EVENTS.sessionEnded, () => reportUnauthorized());
      socket = client;
    });
    return () => {
      closed = true;
      socket?.close();
    };
  }, [queryClient, onOpenNotice]);
}
