import type {
  AttachmentType,
  RatingPoint,
  SentimentAction,
  SentimentResult,
  SentimentStatus,
} from './domain/sentiments.ts';

// Response shapes of the sentiment API, shared by the API's zod response schemas and the screens.
// Times are UTC ISO strings with Z (spec §5); null when empty.

export interface SentimentCategory {
  id: number;
  name: string;
  /** default processing time in days for items of this category */
  sla_days: number;
}

export interface SentimentAttachment {
  id: number;
  path: string;
  name: string;
  type: AttachmentType;
}

/** a row of GET /api/admin/sentiments and /archived */
export interface SentimentListRow {
  id: number;
  title: string;
  status: SentimentStatus;
  category_id: number;
  category_name: string;
  active: boolean;
  result_sentiment: SentimentResult | null;
  time_start: string | null;
  time_finish: string | null;
  time_reply: string | null;
  province_id: number;
  district_id: number | null;
  ward_id: number;
  ward_name: string;
  village_id: number | null;
  village_name: string | null;
  /** the reporter's name: the resident's full name or the guest's */
  reporter_name: string | null;
  /** seconds to the deadline, negative once passed; null without a deadline or once finished */
  seconds_left: number | null;
  /**
   * how many times officers moved (or removed) the deadline (gia hạn, domain/sentiments.ts "Deadlines and
   * extensions"): above 0, a late item is late *with* an extension; filter with `extended=true|false`
   */
  extension_count: number;
  archived_at: string | null;
  created_at: string;
}

export interface SentimentEvaluation {
  point: RatingPoint;
  content_evaluate: string | null;
  created_at: string;
}

export interface SentimentTimelineEvent {
  id: number;
  action: SentimentAction | 'submit';
  actor_id: number | null;
  actor_name: string;
  from_status: SentimentStatus | null;
  to_status: SentimentStatus | null;
  /** field → { from, to } */
  changes: Record<string, { from: unknown; to: unknown }>;
  created_at: string;
}

/** GET /api/admin/sentiments/{id} → data.entry */
export interface SentimentDetail extends SentimentListRow {
  content: string;
  content_update: string | null;
  content_reply: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  reporter_id: number | null;
  guest_phone: string | null;
  received_at: string | null;
  /** the citizen's photos, videos and files */
  attachments: SentimentAttachment[];
  /** the officer's reply attachments (spec media_result) */
  media_result: SentimentAttachment[];
  evaluation: SentimentEvaluation | null;
  timeline: SentimentTimelineEvent[];
  /** actions the caller may take now (state machine ∩ permissions ∩ role), for the option buttons */
  allowed_actions: SentimentAction[];
}

/** GET /api/admin/sentiments/status-counts → data: the tab counts with the list's filters */
export type SentimentStatusCounts = Record<SentimentStatus, number> & { all: number };

/** an uploaded file: POST /api/files (multipart, field "files", up to 10) → data.entries */
export interface UploadedFile {
  id: string;
  /** what media_result / attachments carry: /api/files/{id}/{name} */
  path: string;
  name: string;
  type: AttachmentType;
  size: number;
}
