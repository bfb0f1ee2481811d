import { notification } from 'antd';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { TOAST_DURATION_MS, TOAST_MAX_PER_CORNER } from '@console/shared/domain/limits';

// spec §2 Shell: general notices bottom-right, the 'socket' group top-right; spec §9: 5 s, at most 5 per corner
export const GENERAL_TOAST_CONFIG = {
  placement: 'bottomRight',
  duration: TOAST_DURATION_MS / 1000,
  maxCount: TOAST_MAX_PER_CORNER,
  stack: false,
} as const;
export const SOCKET_TOAST_CONFIG = { ...GENERAL_TOAST_CONFIG, placement: 'topRight' } as const;

let general: NotificationInstance | null = null;
let socket: NotificationInstance | null = null;

/** called by <NotifyHost/> so toasts use the ConfigProvider theme and locale */
export function bindNotificationInstances(instances: { general: NotificationInstance; socket: NotificationInstance }) {
  general = instances.general;
  socket = instances.socket;
}

// before the host mounts (very early failures) the static API is the fallback
notification.config(GENERAL_TOAST_CONFIG);

type Notice = Omit<ArgsProps, 'placement' | 'duration'>;
type Kind = 'success' | 'error' | 'info' | 'warning';

function show(instance: NotificationInstance | null, kind: Kind, notice: Notice, placement: 'bottomRight' | 'topRight') {
  const target = instance ?? notification;
  target[kind]({ ...notice, placement, duration: TOAST_DURATION_MS / 1000 });
}

export const notify = {
  success: (message: string, description?: string) => show(general, 'success', { message, description }, 'bottomRight'),
  error: (message: string, description?: string) => show(general, 'error', { message, description }, 'bottomRight'),
  info: (message: string, description?: string) => show(general, 'info', { message, description }, 'bottomRight'),
  warning: (message: string, description?: string) => show(general, 'warning', { message, description }, 'bottomRight'),
};

/** realtime notices pushed by the server's socket (spec §2: a separate 'socket' group at the top right) */
export function notifySocket(kind: Kind, notice: Notice) {
  show(socket, kind, notice, 'topRight');
}
