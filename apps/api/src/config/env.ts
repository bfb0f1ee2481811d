import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  // a session's absolute lifetime and how long it may sit idle (ASVS 3.3.2: 12 h and 30 min for staff consoles)
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Trang quản trị <no-reply@localhost>'),
  PUBLIC_URL: z.url().optional(),
  // Web Push (residents' app): the VAPID key pair, base64url as web-push makes them; when unset, a pair is generated
  // once and kept (lib/kept-secret.ts). The subject is how a push service reaches the operator (mailto: or https:).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/)
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .optional(),
  DEMO_DATA: booleanFlag.optional(),
  ADMIN_UNITS: z.enum(['2026', '2025', '2025-03']).default('2026'),
  TRUST_PROXY: booleanFlag.default(false),
  // hosts rich text may show pictures from besides the platform's own uploads (a province's media server), comma
  // separated: any other outside picture is dropped (no tracking pixels in what residents read)
  RICH_TEXT_IMAGE_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // check every response against its zod schema as well (the test suite turns it on)
  RESPONSE_CHECKS: booleanFlag.default(false),
  // false: this node runs none of the background jobs (overdue marking, file sweep, notification scheduler, push
  // sweep), as a node kept for requests only when others do them; a job's own interval 0 switches that one off
  BACKGROUND_JOBS: booleanFlag.default(true),
  // Prometheus metrics at GET /metrics for a scraper sending this as its Bearer token; unset: no metrics at all
  METRICS_TOKEN: z.string().min(16).optional(),
  // this node's name on the operator page's job runs (default: host name and process id)
  NODE_ID: z.string().trim().min(1).max(100).optional(),
  // how often the server marks open sentiments past their deadline as overdue (0 switches the job off)
  OVERDUE_JOB_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  // embedded database only (plugins/db-admission.ts): requests in flight at once, longest wait in the queue before a
  // 503, most requests waiting; DB_QUEUE=false switches the queue off
  DB_QUEUE: booleanFlag.default(true),
  DB_QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  DB_QUEUE_MAX_WAIT_MS: z.coerce.number().int().min(1).default(1_000),
  DB_QUEUE_MAX_LENGTH: z.coerce.number().int().min(0).default(500),
  // cameras (issue 18): the key sealing their RTSP passwords (else one made once and kept, lib/sealed-secrets.ts);
  // the ffmpeg program; how long a viewer's lease lasts without renew; how many cameras may be watched at once on the
  // platform (503 past it); where the HLS segments are written (a temporary directory by default, cleaned)
  CAMERA_SECRET: z.string().min(16).optional(),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  CAMERA_STREAM_LEASE_SECONDS: z.coerce.number().int().min(2).max(3_600).default(60),
  CAMERA_STREAM_MAX: z.coerce.number().int().min(1).max(500).default(16),
  CAMERA_STREAM_DIR: z.string().optional(),
  // uploads in an S3-compatible object store shared by every API node (issue 21) instead of DATA_DIR/files: the
  // service's address, the bucket (made beforehand), the region and the keys; S3_URL unset: the local disk
  S3_URL: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface AppConfig extends Omit<Env, 'DEMO_DATA' | 'PUBLIC_URL'> {
  DEMO_DATA: boolean;
  PUBLIC_URL: string;
  dataDir: string;
}

/** every setting parsed once; a bad value stops the boot with a list of what is wrong */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  if (env.S3_URL && !(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid configuration:\n  S3_URL: needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    ...env,
    // demo accounts have published passwords: on by default only for the embedded database
    DEMO_DATA: env.DEMO_DATA ?? !env.DATABASE_URL,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR),
  };
}
