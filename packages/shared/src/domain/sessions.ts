// The signed-in devices of an account, on its profile (issue 21, ASVS 3.3.3–3.3.4)

/** GET /api/admin/profile/sessions */
export interface ProfileSession {
  id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  /** the session of the request that asked */
  current: boolean;
}

export const SESSION_MESSAGES = {
  ended: 'Đã đăng xuất phiên đăng nhập',
  endedOthers: 'Đã đăng xuất khỏi các thiết bị khác',
} as const;
