// The realtime channel (issue 13): Socket.IO on the API's own port, signed in with the session token. The console's
// top-right 'socket' toast group and the bell listen to these events.

/** where the Socket.IO server answers (same origin as the API) */
export const REALTIME_PATH = '/socket.io';

/** a notification reached the signed-in person; its `cursor` is the event id a reconnecting client sends back */
export interface NotificationEvent {
  id: number;
  type: 'general' | 'individual';
  title: string;
  link: string | null;
  sent_at: string;
  sender_name: string | null;
  cursor: string;
}

/** what the client sends when it connects: its token, and the cursor of the last event it saw (to catch up) */
export interface RealtimeHandshake {
  token: string;
  lastEventId?: string;
}

export const REALTIME_EVENTS = {
  notification: 'notification',
  /** the session behind the socket ended (logout, revoked, expired, account locked): the client signs out */
  sessionEnded: 'session:ended',
} as const;

/** the most missed notifications a reconnecting client is sent (it reloads the inbox for the rest) */
export const CATCH_UP_LIMIT = 20;
