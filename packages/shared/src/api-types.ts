import type { Permission, Subject, Action } from './domain/permissions-catalog.ts';
import type { ScopeLevel } from './domain/roles.ts';

/** spec §3/§7: every response is {code, message, data}; code 200 is success */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}
export type EntryEnvelope<T> = Envelope<{ entry: T }>;
export type ListEnvelope<T> = Envelope<{ total: number; entries: T[] }>;

export interface SessionUser {
  id: number;
  username: string;
  email: string | null;
  phone: string | null;
  role_id: number;
  role: { id: number; field: string; name: string; scope: ScopeLevel; permissions: Permission[] };
  province_id: number | null;
  district_id: number | null;
  ward_id: number | null;
  village_id: number | null;
  province_name: string | null;
  district_name: string | null;
  ward_name: string | null;
  village_name: string | null;
  acc_status: number;
  kyc: { full_name: string | null; dob: string | null; sex: number | null; id_card_number: string | null };
  created_at: string;
}

export interface RequiredPermission {
  action: Action;
  subject: Subject;
}
