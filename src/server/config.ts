import { z } from 'zod';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { S3Settings } from './services/s3-storage';
import { DEFAULT_PLATFORM_FEE_PERCENT, MAX_PLATFORM_FEE_PERCENT, MIN_PLATFORM_FEE_PERCENT } from '#shared/domain/platform-fee';

/** A rate limit: a whole number of requests a minute, at least 1. */
const perMinute = (name: string, fallback: number) => {
  const message = `${name} must be a whole number of requests a minute (at least 1)`;
  return z.coerce.number({ error: message }).int(message).min(1, message).default(fallback);
};

const PLATFORM_FEE_MESSAGE = `PLATFORM_FEE_PERCENT must be a whole number from ${MIN_PLATFORM_FEE_PERCENT} to ${MAX_PLATFORM_FEE_PERCENT}`;

/** Every setting of the API server, read from the environment; each has a working local default. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5500),
  /** Where the embedded SQLite file, uploads, the outbox and the generated secret live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** HS256 secret for session tokens; generated and kept under DATA_DIR when empty. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** Session token lifetime in seconds (default 7 days). */
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(7 * 24 * 3600),
  /** The web origin used in emailed links. */
  /** Defaults to http://localhost:<PORT> (see loadConfig). */
  PUBLIC_URL: z.url().optional(),
  /** smtp://user:pass@host:port sends real mail; empty writes .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Qurious <no-reply@qurious.local>'),
  /** redis://… shares rate-limit counters, and the live channel's rooms and messages, between API instances. */
  REDIS_URL: z.string().optional(),
  /** TURN servers handed to call rooms, comma separated (default: the local coturn `npm start` runs). */
  TURN_URLS: z.string().default('turn:127.0.0.1:3478?transport=udp,turn:127.0.0.1:3478?transport=tcp'),
  /** STUN servers handed to call rooms, comma separated. */
  STUN_URLS: z.string().default('stun:127.0.0.1:3478'),
  /** coturn's `static-auth-secret` (use-auth-secret); generated and kept under DATA_DIR when empty. */
  TURN_SECRET: z.string().min(16, 'TURN_SECRET must be at least 16 characters').optional(),
  /** Extra origins allowed by CORS, comma separated (the dev servers are always allowed). */
  CORS_ORIGINS: z.string().default(''),
  /** The browser build served with SPA fallback; empty or missing folder serves the API only. */
  WEB_DIR: z.string().default('out/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: one readable line per request (development's default); json: one JSON object per line. */
  LOG_FORMAT: z.enum(['pretty', 'json'], { error: 'LOG_FORMAT must be pretty or json' }).optional(),
  /** Firebase project that issues phone sign-in tokens (the emulator's demo project by default). */
  FIREBASE_PROJECT_ID: z.string().default('demo-qurious'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** The web app config of that project for the renderer's phone sign-in (demo values fit the emulator). */
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  /**
   * Who may tell the client's address (X-Forwarded-For) and the request id: the load balancer's
   * addresses or networks, comma separated (127.0.0.1, 10.0.0.0/8); `true` believes anyone (only
   * when nothing but the balancer can reach the instance); empty or `false`: nobody.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v === undefined || /^(true|false|1|0)$/.test(v) || list(v).every(isAddressOrNetwork), {
      message: 'TRUST_PROXY must be true, false, or the balancer\'s addresses or networks, comma separated (127.0.0.1,10.0.0.0/8)',
    })
    .transform(trustedProxiesOf),
  /** Requests a minute one address may send to each public read (search, gig and expert pages, reviews). */
  RATE_LIMIT_READS_PER_MINUTE: perMinute('RATE_LIMIT_READS_PER_MINUTE', 6000),
  /** Gig creations, edits and deletions a minute per account. */
  RATE_LIMIT_WRITES_PER_MINUTE: perMinute('RATE_LIMIT_WRITES_PER_MINUTE', 60),
  /** How often each API instance looks for due jobs (expiries, settlements, reminders), in milliseconds. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),
  /** How often buffered analytics events are written, in milliseconds; 0: only when asked and on close. */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /**
   * An S3-compatible bucket for uploads (several API instances share it); without S3_BUCKET the
   * files stay on the local disk under DATA_DIR/uploads. S3_ENDPOINT is the server of a non-AWS store.
   */
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The bucket in the path (http://host/bucket/key), as self-hosted servers want; on by default with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  /** Turns on the Prometheus endpoint /api/metrics for a scraper that sends it as a bearer token. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** On SIGTERM, how long requests in flight may take before the instance exits anyway, in milliseconds. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /**
   * Razorpay for buying credits (docs/decisions/payments.md): with a key id and secret, purchases go through
   * Razorpay Checkout; without them the built-in test mode adds credits at once (the default).
   */
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'RAZORPAY_KEY_SECRET must be the key secret from the Razorpay dashboard').optional(),
  /** The secret set on the webhook in the Razorpay dashboard (payment.captured, payment.failed, order.paid). */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'RAZORPAY_WEBHOOK_SECRET must be at least 8 characters').optional(),
  /** Razorpay's API and its checkout script; tests point both at a local server. */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** Live-channel (WebSocket) connections a minute one address may open. */
  RATE_LIMIT_LIVE_CONNECTS_PER_MINUTE: perMinute('RATE_LIMIT_LIVE_CONNECTS_PER_MINUTE', 120),
  /** The percent of an expert's earnings the platform keeps, for bookings made from now on (each booking keeps its own). */
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ error: PLATFORM_FEE_MESSAGE })
    .int(PLATFORM_FEE_MESSAGE)
    .min(MIN_PLATFORM_FEE_PERCENT, PLATFORM_FEE_MESSAGE)
    .max(MAX_PLATFORM_FEE_PERCENT, PLATFORM_FEE_MESSAGE)
    .default(DEFAULT_PLATFORM_FEE_PERCENT),
  /** Where backups are written (docs/decisions/backups.md); default DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Seals every backup with AES-256-GCM under a key derived from this secret; restores then need it. */
  BACKUP_KEY: z.string().min(32, 'BACKUP_KEY must be at least 32 characters').optional(),
  /** How often the server takes a backup, in hours; 0 turns the scheduled backup off. */
  BACKUP_INTERVAL_HOURS: z.coerce.number({ error: 'BACKUP_INTERVAL_HOURS must be a number of hours' }).min(0).max(24 * 7).default(6),
  /** How many daily and weekly backups are kept (the newest of each day and of each week). */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  /**
   * A bucket that receives a copy of every backup (off the machine, so a lost disk keeps its backups),
   * pruned by the same rule and read by the drill. Its server and keys default to the uploads' S3_*.
   */
  BACKUP_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'BACKUP_S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)').optional(),
  BACKUP_S3_PREFIX: z.string().regex(/^([A-Za-z0-9._-]+\/)+$/, 'BACKUP_S3_PREFIX must be a folder path ending in / (such as backups/)').default('backups/'),
  BACKUP_S3_ENDPOINT: z.url('BACKUP_S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional(),
  BACKUP_S3_REGION: z.string().optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Env = z.input<typeof configSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** ICE servers for call rooms; the TURN secret is resolved with resolveTurnSecret. */
  turn: { urls: string[]; stunUrls: string[]; secret: string | undefined };
  corsOrigins: string[];
  webDir: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  logFormat: 'pretty' | 'json';
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | undefined;
  firebaseApiKey: string;
  firebaseAuthDomain: string;
  /** Everyone (true), no one (false), or these addresses and networks (the load balancer). */
  trustProxy: TrustedProxies;
  rateLimits: { readsPerMinute: number; writesPerMinute: number; liveConnectsPerMinute: number };
  jobsPollIntervalMs: number;
  analyticsFlushMs: number;
  /** The uploads' bucket, or null for the local disk. */
  s3: S3Settings | null;
  shutdownGraceMs: number;
  metricsToken: string | undefined;
  /** Razorpay's settings, or null for the built-in test mode. */
  razorpay: RazorpaySettings | null;
  /** The platform's fee on experts' earnings, in percent, for bookings made from now on (modules/wallet/fee-percent). */
  platformFeePercent: number;
  backups: BackupSettings;
}

export interface BackupSettings {
  dir: string;
  key: string | undefined;
  /** 0: no scheduled backups. */
  intervalHours: number;
  keepDaily: number;
  keepWeekly: number;
  /** Where a copy of every backup goes off the machine; null: only BACKUP_DIR. */
  bucket: BackupBucketSettings | null;
}

export interface BackupBucketSettings {
  s3: S3Settings;
  /** The folder of the backups in the bucket, ending in /. */
  prefix: string;
}

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
}

export type TrustedProxies = boolean | string[];

function list(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isAddressOrNetwork(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function trustedProxiesOf(value: string | undefined): TrustedProxies {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return list(value);
}

/**
 * Always allowed: the dev servers. `Origin: null` is refused: sandboxed frames and data: pages on
 * any site send it. The desktop app's pages (file://, so `null` too) read the API because its main
 * process lets them (src/main/window.ts, withApiAccess). The API authenticates with bearer tokens,
 * never cookies, so CORS is not what protects an account; it keeps other origins from reading answers.
 */
const DEV_ORIGINS = ['http://localhost:5173', 'http://localhost:5500', 'http://127.0.0.1:5500'];

/** Parses the environment; throws one readable error listing every bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    jwtSecret: c.JWT_SECRET,
    tokenTtlSeconds: c.TOKEN_TTL_SECONDS,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    redisUrl: c.REDIS_URL,
    turn: { urls: list(c.TURN_URLS), stunUrls: list(c.STUN_URLS), secret: c.TURN_SECRET },
    corsOrigins: [...DEV_ORIGINS, ...list(c.CORS_ORIGINS)],
    webDir: resolve(c.WEB_DIR),
    logLevel: c.LOG_LEVEL,
    logFormat: c.LOG_FORMAT ?? (c.NODE_ENV === 'development' ? 'pretty' : 'json'),
    firebaseProjectId: c.FIREBASE_PROJECT_ID,
    firebaseAuthEmulatorHost: c.FIREBASE_AUTH_EMULATOR_HOST,
    firebaseApiKey: c.FIREBASE_API_KEY,
    firebaseAuthDomain: c.FIREBASE_AUTH_DOMAIN ?? `${c.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    trustProxy: c.TRUST_PROXY,
    rateLimits: {
      readsPerMinute: c.RATE_LIMIT_READS_PER_MINUTE,
      writesPerMinute: c.RATE_LIMIT_WRITES_PER_MINUTE,
      liveConnectsPerMinute: c.RATE_LIMIT_LIVE_CONNECTS_PER_MINUTE,
    },
    jobsPollIntervalMs: c.JOBS_POLL_INTERVAL_MS,
    analyticsFlushMs: c.ANALYTICS_FLUSH_MS,
    s3: s3SettingsOf(c),
    shutdownGraceMs: c.SHUTDOWN_GRACE_MS,
    metricsToken: c.METRICS_TOKEN,
    razorpay: razorpaySettingsOf(c),
    platformFeePercent: c.PLATFORM_FEE_PERCENT,
    backups: {
      dir: resolve(c.BACKUP_DIR ?? resolve(c.DATA_DIR, 'backups')),
      key: c.BACKUP_KEY,
      intervalHours: c.BACKUP_INTERVAL_HOURS,
      keepDaily: c.BACKUP_KEEP_DAILY,
      keepWeekly: c.BACKUP_KEEP_WEEKLY,
      bucket: backupBucketSettingsOf(c),
    },
  };
}

/** The backups' bucket: its own BACKUP_S3_* where set, else the uploads' S3_* server and keys. */
function backupBucketSettingsOf(c: z.infer<typeof configSchema>): BackupBucketSettings | null {
  if (!c.BACKUP_S3_BUCKET) return null;
  const accessKeyId = c.BACKUP_S3_ACCESS_KEY_ID ?? c.S3_ACCESS_KEY_ID;
  const secretAccessKey = c.BACKUP_S3_SECRET_ACCESS_KEY ?? c.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('Invalid configuration:\n  BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY (or S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY) are needed with BACKUP_S3_BUCKET');
  }
  const endpoint = c.BACKUP_S3_ENDPOINT ?? c.S3_ENDPOINT;
  const pathStyle = c.S3_FORCE_PATH_STYLE;
  return {
    prefix: c.BACKUP_S3_PREFIX,
    s3: {
      endpoint,
      bucket: c.BACKUP_S3_BUCKET,
      region: c.BACKUP_S3_REGION ?? c.S3_REGION,
      accessKeyId,
      secretAccessKey,
      forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true' || pathStyle === '1',
    },
  };
}

function razorpaySettingsOf(c: z.infer<typeof configSchema>): RazorpaySettings | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = c;
  if (!keyId && !keySecret && !webhookSecret) return null;
  if (!keyId || !keySecret || !webhookSecret) {
    throw new Error(
      'Invalid configuration:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together (none of them keeps the test mode)',
    );
  }
  return { keyId, keySecret, webhookSecret, apiUrl: c.RAZORPAY_API_URL.replace(/\/$/, ''), checkoutUrl: c.RAZORPAY_CHECKOUT_URL };
}

function s3SettingsOf(c: z.infer<typeof configSchema>): S3Settings | null {
  if (!c.S3_BUCKET) return null;
  if (!c.S3_ACCESS_KEY_ID || !c.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed with S3_BUCKET');
  }
  const pathStyle = c.S3_FORCE_PATH_STYLE;
  return {
    endpoint: c.S3_ENDPOINT,
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle: pathStyle === undefined ? c.S3_ENDPOINT !== undefined : pathStyle === 'true' || pathStyle === '1',
  };
}
