// The server's background jobs that run once across API nodes (apps/api/src/lib/periodic-job.ts), as the operator
// page names them (issue 21). A job of every node (the realtime session check) keeps no record and is not listed.
export const BACKGROUND_JOBS = {
  'sentiment-overdue': 'Đánh dấu phản ánh quá hạn xử lý',
  'notification-scheduler': 'Gửi thông báo đã hẹn giờ',
  'web-push-sweep': 'Gửi thông báo đẩy còn chờ',
  'file-sweep': 'Dọn tệp tải lên không được dùng',
  'survey-counter-fold': 'Gộp bộ đếm câu trả lời khảo sát',
} as const;

export type BackgroundJobName = keyof typeof BACKGROUND_JOBS;
export type BackgroundJobStatus = 'running' | 'ok' | 'failed';

export const JOB_STATUS_LABELS: Record<BackgroundJobStatus | 'never', string> = {
  running: 'Đang chạy',
  ok: 'Thành công',
  failed: 'Thất bại',
  never: 'Chưa chạy',
};

/** GET /api/admin/operations/jobs: one row per job, in the order above */
export interface BackgroundJobRow {
  id: number;
  name: BackgroundJobName;
  label: string;
  status: BackgroundJobStatus | null;
  node: string | null;
  started_at: string | null;
  finished_at: string | null;
  duration_ms: number | null;
  error: string | null;
  runs: number;
  failures: number;
  /** when the job is next due on any node (null: never run) */
  next_run_at: string | null;
}

export const OPERATIONS_PATHS = { jobs: '/admin/system/jobs' } as const;
