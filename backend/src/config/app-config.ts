import { resolve } from 'node:path';
import type { RateLimitClass } from '@studio/contracts/api-routes';
import { z } from 'zod';

/** Repository root, from this file's place in backend/src/config or backend/dist/config. */
export const REPO_ROOT = resolve(__dirname, '../../..');

export const APP_CONFIG = Symbol('APP_CONFIG');

export type DatabaseConfig =
  | { type: 'better-sqlite3'; database: string }
  | { type: 'mysql' | 'mariadb'; host: string; port: number; username: string; password: string; database: string };

/** Where media, renders and published releases live: DATA_DIR, or an S3-compatible bucket shared by every studio process. */
export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

export interface S3Settings {
  /** S3_BUCKET: made beforehand; the studio only reads and writes objects in it. */
  bucket: string;
  /** S3_REGION: `us-east-1` unless set; S3-compatible servers mostly ignore it, but signatures name it. */
  region: string;
  /** S3_ENDPOINT: AWS's own endpoint for the region when absent; a MinIO, Ceph, R2… URL otherwise. */
  endpoint?: string;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** S3_PREFIX: put before every key (empty, or ending with `/`), so several studios can share one bucket. */
  prefix: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; absent, the AWS SDK's own chain (AWS_* variables, instance or task roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

/** 'true'/'false' (or 1/0), undefined when unset. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0'], { message: "Expected 'true' or 'false'" })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const booleanFlag = (fallback: boolean) => optionalFlag.transform((value) => value ?? fallback);

/**
 * Every environment variable the backend reads. Add new keys here (with their defaults) and to
 * `AppConfig` in `toAppConfig`, so they are validated with the rest at boot.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|mysql:\/\/|mariadb:\/\/)/, 'Expected sqlite:<path>, mysql://… or mariadb://…')
    .optional(),
  SEED_DEMO: booleanFlag(true),
  STUDIO_PASSWORD: z.string().optional(),
  SESSION_SECRET: z.string().min(32, 'Use at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(12 * 60),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  // Far above what a person or the test suites do in a minute (a property test imports 75 manifests).
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  ANALYSES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  KEY_TESTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  OPENAI_API_KEY: z.string().optional(),
  MESHY_API_KEY: z.string().optional(),
  ELEVENLABS_API_KEY: z.string().optional(),
  MESHY_BASE_URL: z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' }).optional(),
  MESHY_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
  ELEVENLABS_BASE_URL: z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' }).optional(),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' }).optional(),
  SETTINGS_SECRET: z
    .string()
    .refine((value) => value === '' || value.length >= 32, 'Use at least 32 characters (or leave it empty)')
    .optional(),
  REMOTES_DEV: booleanFlag(false),
  PLATFORM_TOKEN: z.string().min(32, 'Use at least 32 characters').optional(),
  WEB_ROOT: z.string().min(1).optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'Expected redis://… or rediss://…').optional(),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  RENDER_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  JOB_QUEUE_PREFIX: z.string().regex(/^[\w-]+$/, 'Use letters, digits, - and _').default('studio'),
  JOBS_IN_API: booleanFlag(true),
  JOB_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  RENDER_CHUNK_FRAMES: z.coerce.number().int().min(1).default(120),
  RENDER_PARALLELISM: z.coerce.number().int().min(1).max(16).default(1),
  RENDER_STALL_SECONDS: z.coerce.number().int().min(1).default(900),
  STORAGE: z.enum(['disk', 's3'], { message: "Expected 'disk' or 's3'" }).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'Expected an http(s) URL' }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]+$/, 'Expected a region name such as us-east-1').optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'Expected a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: optionalFlag,
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]*$/, 'Expected folder names joined by / (letters, digits, ., _ and -), e.g. studio/')
    .optional(),
}).superRefine((env, context) => {
  const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (env.STORAGE === 'disk') {
    // Set without STORAGE=s3, every server would quietly keep its files to itself.
    for (const name of S3_VARIABLES) if (env[name] !== undefined) problem(name, 'Only read with STORAGE=s3');
    return;
  }
  if (!env.S3_BUCKET) problem('S3_BUCKET', 'Required with STORAGE=s3');
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    problem(
      env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY',
      'Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, for the AWS credential chain)',
    );
  }
});

type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  seedDemo: boolean;
  /** WEB_ROOT: holds `shell/dist` and each remote's `<packageDir>/{package.json,dist}`; the repo by default. */
  repoRoot: string;
  auth: {
    /** STUDIO_PASSWORD; when absent a generated password's hash is kept under dataDir. */
    password?: string;
    /** SESSION_SECRET; when absent a generated one is kept under dataDir. */
    sessionSecret?: string;
    /** SESSION_IDLE_MINUTES: a session unused this long ends (it still ends 7 days after login at the latest). */
    sessionIdleMinutes: number;
  };
  /**
   * Requests per minute per session (per client address without one) of each rate-limited class
   * of routes: LOGIN_ATTEMPTS_PER_MINUTE, UPLOADS_PER_MINUTE, ANALYSES_PER_MINUTE, GENERATIONS_PER_MINUTE,
   * EXPORTS_PER_MINUTE, KEY_TESTS_PER_MINUTE.
   */
  rateLimitsPerMinute: Record<RateLimitClass, number>;
  aiKeys: { openai?: string; meshy?: string; elevenlabs?: string };
  /** MESHY_BASE_URL (Meshy's API when absent; a proxy or a test double otherwise) and MESHY_POLL_INTERVAL_MS between task polls. */
  meshy: { baseUrl?: string; pollIntervalMs: number };
  /** ELEVENLABS_BASE_URL: ElevenLabs' API when absent; a proxy or a test double otherwise. */
  elevenlabs: { baseUrl?: string };
  /** OPENAI_BASE_URL: OpenAI's API when absent; a compatible server, a proxy or a test double otherwise. */
  openai: { baseUrl?: string };
  /** SETTINGS_SECRET: encrypts the AI keys stored through Settings; when absent a generated one is kept under dataDir. */
  settingsSecret?: string;
  /** REMOTES_DEV: the composition points at each remote's dev server instead of its build. */
  remotesDev: boolean;
  /**
   * PLATFORM_TOKEN: a bearer token that opens the platform routes (releases, composition) to the
   * platform team's CLI and CI without a session; unset, they need a logged-in session.
   */
  platformToken?: string;
  /** TRUST_PROXY: express's `trust proxy` (true, a hop count, or addresses), for HTTPS cookies and client IPs. */
  trustProxy?: boolean | number | string;
  jobs: {
    /** REDIS_URL: jobs go on BullMQ and live events travel over Redis pub/sub; in process when absent. */
    redisUrl?: string;
    /** JOB_CONCURRENCY: jobs one process runs at once; 1 on SQLite (one writer), 2 otherwise. */
    concurrency: number;
    /**
     * RENDER_JOB_CONCURRENCY: scene renders one process runs at once, beside the other jobs. 2 by
     * default: a render's frames are drawn by its chunk jobs, so a second render only queues its
     * chunks while the first one's last chunk draws and its sound and video are joined.
     */
    renderConcurrency: number;
    /** JOB_QUEUE_PREFIX: BullMQ key prefix and pub/sub channel namespace. */
    queuePrefix: string;
    /**
     * Whether this process runs jobs. The worker always does; the API unless JOBS_IN_API=false
     * (only honoured with REDIS_URL, where `npm run worker` processes can take them instead).
     */
    runJobs: boolean;
    /**
     * JOB_SWEEP_SECONDS: how often a process looks for queued or running jobs no queue holds any
     * more (a killed worker's, or one the queue lost) and hands them over again; 0 turns it off
     * (boot and Redis's return still sweep).
     */
    sweepSeconds: number;
  };
  /** STORAGE (disk by default) and, with STORAGE=s3, the S3_* variables. */
  storage: StorageConfig;
  render: {
    /** CHROMIUM_PATH: the browser that draws a scene's frames (software WebGL). */
    chromiumPath: string;
    /** RENDER_CHUNK_FRAMES: frames per chunk, each encoded to its own segment. */
    chunkFrames: number;
    /**
     * RENDER_PARALLELISM: render chunks this process draws at once (its 'render-chunk' lane), each in
     * its own browser. 1 by default: software WebGL already spreads one browser's drawing over the
     * cores, so more pays off only with more cores; more processes (workers) add more.
     */
    parallelism: number;
    /**
     * RENDER_STALL_SECONDS: a render whose chunks draw no frame for this long fails (no process takes
     * its chunk jobs, or a browser hangs) instead of waiting for ever.
     */
    stallSeconds: number;
  };
}

/** 'true' / 'false' / a hop count / addresses or subnets, as express's `trust proxy` takes them. */
const parseTrustProxy = (value: string | undefined): AppConfig['trustProxy'] => {
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
};

export class AppConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'AppConfigError';
  }
}

/** Parses a DATABASE_URL; `sqlite:` paths are resolved against the working directory. */
export function parseDatabaseUrl(url: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (!path) throw new AppConfigError(['DATABASE_URL: sqlite: needs a file path (or :memory:)']);
    return { type: 'better-sqlite3', database: path === ':memory:' ? path : resolve(path) };
  }
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new AppConfigError([`DATABASE_URL: ${parsed.protocol}// URL needs a database name`]);
  return {
    type: parsed.protocol === 'mariadb:' ? 'mariadb' : 'mysql',
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database,
  };
}

function parseStorage(env: Env): StorageConfig {
  if (env.STORAGE === 'disk') return { kind: 'disk' };
  const prefix = env.S3_PREFIX ?? '';
  return {
    kind: 's3',
    // Required with STORAGE=s3 by the schema's refinement.
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  };
}

/** Reads the environment once; throws AppConfigError listing every problem. */
export function loadAppConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new AppConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const parsed = result.data;
  const dataDir = resolve(parsed.DATA_DIR ?? resolve(REPO_ROOT, 'data'));
  const database = parseDatabaseUrl(parsed.DATABASE_URL ?? `sqlite:${resolve(dataDir, 'studio.sqlite')}`);
  return {
    nodeEnv: parsed.NODE_ENV,
    port: parsed.PORT,
    dataDir,
    database,
    seedDemo: parsed.SEED_DEMO,
    repoRoot: resolve(parsed.WEB_ROOT ?? REPO_ROOT),
    auth: {
      password: parsed.STUDIO_PASSWORD || undefined,
      sessionSecret: parsed.SESSION_SECRET || undefined,
      sessionIdleMinutes: parsed.SESSION_IDLE_MINUTES,
    },
    rateLimitsPerMinute: {
      login: parsed.LOGIN_ATTEMPTS_PER_MINUTE,
      upload: parsed.UPLOADS_PER_MINUTE,
      analysis: parsed.ANALYSES_PER_MINUTE,
      generation: parsed.GENERATIONS_PER_MINUTE,
      export: parsed.EXPORTS_PER_MINUTE,
      keyTest: parsed.KEY_TESTS_PER_MINUTE,
    },
    aiKeys: {
      openai: parsed.OPENAI_API_KEY || undefined,
      meshy: parsed.MESHY_API_KEY || undefined,
      elevenlabs: parsed.ELEVENLABS_API_KEY || undefined,
    },
    meshy: { baseUrl: parsed.MESHY_BASE_URL || undefined, pollIntervalMs: parsed.MESHY_POLL_INTERVAL_MS },
    elevenlabs: { baseUrl: parsed.ELEVENLABS_BASE_URL || undefined },
    openai: { baseUrl: parsed.OPENAI_BASE_URL || undefined },
    settingsSecret: parsed.SETTINGS_SECRET || undefined,
    remotesDev: parsed.REMOTES_DEV,
    platformToken: parsed.PLATFORM_TOKEN || undefined,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    jobs: {
      redisUrl: parsed.REDIS_URL || undefined,
      concurrency: parsed.JOB_CONCURRENCY ?? (database.type === 'better-sqlite3' ? 1 : 2),
      renderConcurrency: parsed.RENDER_JOB_CONCURRENCY,
      queuePrefix: parsed.JOB_QUEUE_PREFIX,
      runJobs: parsed.JOBS_IN_API || !parsed.REDIS_URL,
      sweepSeconds: parsed.JOB_SWEEP_SECONDS,
    },
    storage: parseStorage(parsed),
    render: {
      chromiumPath: parsed.CHROMIUM_PATH,
      chunkFrames: parsed.RENDER_CHUNK_FRAMES,
      parallelism: parsed.RENDER_PARALLELISM,
      stallSeconds: parsed.RENDER_STALL_SECONDS,
    },
  };
}
