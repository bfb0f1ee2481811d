import type { ArgsProps } from 'antd/es/notification/interface';
import { TOAST_DURATION_MS, TOAST_MAX_PER_CORNER } from '@console/shared/domain/limits';

// spec §2 Shell: general notices bottom-right, the 'socket' group top-right; spec §9: 5 s, at most 5 per corner
export const GENERAL_TOAST_CONFIG = {
  placement: 'bottomRight',
  duration: TOAST_DURATION_MS / 1000,
  maxCount: TOAST_MAX_PER_CORNER,
  stack: false,
} as const;
export const SOCKET_TOAST_CONFIG = { ...GENERAL_TOAST_CONFIG, placement: 'topRight' } as const;

export type NoticeKind = 'success' | 'error' | 'info' | 'warning';
export type Notice = Omit<ArgsProps, 'placement' | 'duration'>;
export interface PostedNotice {
  corner: 'general' | 'socket';
  kind: NoticeKind;
  notice: Notice;
  postedAt: number;
}
type Display = (posted: PostedNotice) => void;

/*
 * This module does not import antd: the API client reports through it, and the login page uses the API client
 * before antd has been downloaded (app/antd-shell.tsx). <NotifyHost/> — inside antd's ConfigProvider — binds the
 * display. A notice posted while no display is bound waits a moment (the shell may be mounting) and is then dropped:
 * the login page shows its own errors in place, and a stale 'Không có kết nối internet' must not greet the officer
 * on the home page after a successful sign-in.
 */
const WAIT_FOR_DISPLAY_MS = 1_000;
let display: Display | null = null;
let dismiss: ((key: string) => void) | null = null;
const waiting: PostedNotice[] = [];

/** called by <NotifyHost/>; returns the unbinding for its cleanup */
export function bindNoticeDisplay(next: Display, nextDismiss?: (key: string) => void): () => void {
  display = next;
  dismiss = nextDismiss ?? null;
  const fresh = waiting.splice(0).filter((posted) => Date.now() - posted.postedAt < WAIT_FOR_DISPLAY_MS);
  fresh.forEach(next);
  return () => {
    if (display === next) display = null;
  };
}

function post(corner: PostedNotice['corner'], kind: NoticeKind, notice: Notice) {
  const posted = { corner, kind, notice, postedAt: Date.now() };
  if (display) return display(posted);
  waiting.push(posted);
  if (waiting.length > TOAST_MAX_PER_CORNER * 2) waiting.shift();
}

export const notify = {
  success: (message: string, description?: string) => post('general', 'success', { message, description }),
  error: (message: string, description?: string) => post('general', 'error', { message, description }),
  info: (message: string, description?: string) => post('general', 'info', { message, description }),
  warning: (message: string, description?: string) => post('general', 'warning', { message, description }),
};

/** realtime notices pushed by the server's socket (spec §2: a separate 'socket' group at the top right) */
export function notifySocket(kind: NoticeKind, notice: Notice) {
  post('socket', kind, notice);
}

/** closes a socket notice by its key (one that was clicked: on a phone it would cover the screen it opened) */
export function dismissSocketNotice(key: string) {
  dismiss?.(key);
}
