import { resolve } from 'node:path';
import { AppConfigError, loadAppConfig, parseDatabaseUrl, REPO_ROOT } from './app-config';

describe('loadAppConfig', () => {
  it('defaults to port 3000, ./data under the repo root, a SQLite file there and the demo seed on', () => {
    const config = loadAppConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(resolve(REPO_ROOT, 'data'));
    expect(config.database).toEqual({ type: 'better-sqlite3', database: resolve(REPO_ROOT, 'data', 'studio.sqlite') });
    expect(config.seedDemo).toBe(true);
  });

  it('finds the repo root from its own location (the folder holding backend/)', () => {
    expect(resolve(REPO_ROOT, 'backend', 'src', 'config')).toBe(__dirname);
  });

  it('puts the default SQLite file under DATA_DIR', () => {
    const config = loadAppConfig({ DATA_DIR: '/tmp/studio-data' });
    expect(config.database).toEqual({ type: 'better-sqlite3', database: '/tmp/studio-data/studio.sqlite' });
  });

  it('opens the platform routes to a PLATFORM_TOKEN of at least 32 characters, to sessions only without one', () => {
    expect(loadAppConfig({}).platformToken).toBeUndefined();
    expect(loadAppConfig({ PLATFORM_TOKEN: 'p'.repeat(32) }).platformToken).toBe('p'.repeat(32));
    expect(() => loadAppConfig({ PLATFORM_TOKEN: 'short' })).toThrow(/PLATFORM_TOKEN: Use at least 32 characters/);
  });

  it('reads PORT and SEED_DEMO=false', () => {
    const config = loadAppConfig({ PORT: '8080', SEED_DEMO: 'false' });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
  });

  it('runs jobs in process, one at a time on SQLite and two on MySQL, unless told otherwise', () => {
    expect(loadAppConfig({}).jobs).toEqual({ redisUrl: undefined, concurrency: 1, renderConcurrency: 2, queuePrefix: 'studio', runJobs: true, sweepSeconds: 60 });
    expect(loadAppConfig({ JOB_SWEEP_SECONDS: '0' }).jobs.sweepSeconds).toBe(0);
    expect(() => loadAppConfig({ JOB_SWEEP_SECONDS: '-1' })).toThrow(/JOB_SWEEP_SECONDS/);
    expect(loadAppConfig({ DATABASE_URL: 'mysql://u:p@db/studio' }).jobs.concurrency).toBe(2);
    expect(loadAppConfig({ JOB_CONCURRENCY: '4' }).jobs.concurrency).toBe(4);
    expect(loadAppConfig({ RENDER_JOB_CONCURRENCY: '2' }).jobs.renderConcurrency).toBe(2);
    expect(() => loadAppConfig({ RENDER_JOB_CONCURRENCY: '0' })).toThrow(/RENDER_JOB_CONCURRENCY/);
    // Without Redis nobody else could take the jobs, so the API keeps running them.
    expect(loadAppConfig({ JOBS_IN_API: 'false' }).jobs.runJobs).toBe(true);
    expect(loadAppConfig({ REDIS_URL: 'redis://cache:6379', JOBS_IN_API: 'false', JOB_QUEUE_PREFIX: 'stage-2' }).jobs).toEqual({
      redisUrl: 'redis://cache:6379',
      concurrency: 1,
      renderConcurrency: 2,
      queuePrefix: 'stage-2',
      runJobs: false,
      sweepSeconds: 60,
    });
  });

  it("renders scenes with Debian's Chromium in 120-frame chunks, one at a time, failing after 15 stalled minutes, unless told otherwise", () => {
    expect(loadAppConfig({}).render).toEqual({ chromiumPath: '/usr/bin/chromium', chunkFrames: 120, parallelism: 1, stallSeconds: 900 });
    expect(
      loadAppConfig({ CHROMIUM_PATH: '/opt/chrome/chrome', RENDER_CHUNK_FRAMES: '48', RENDER_PARALLELISM: '3', RENDER_STALL_SECONDS: '120' }).render,
    ).toEqual({ chromiumPath: '/opt/chrome/chrome', chunkFrames: 48, parallelism: 3, stallSeconds: 120 });
    expect(() => loadAppConfig({ RENDER_PARALLELISM: '0' })).toThrow(/RENDER_PARALLELISM/);
    expect(() => loadAppConfig({ RENDER_STALL_SECONDS: '0' })).toThrow(/RENDER_STALL_SECONDS/);
  });

  it('reaches Meshy at its own API unless MESHY_BASE_URL points elsewhere, and refuses a base URL that is not http(s)', () => {
    expect(loadAppConfig({}).meshy).toEqual({ baseUrl: undefined, pollIntervalMs: 5000 });
    expect(loadAppConfig({ MESHY_BASE_URL: 'http://127.0.0.1:4010', MESHY_POLL_INTERVAL_MS: '20' }).meshy).toEqual({
      baseUrl: 'http://127.0.0.1:4010',
      pollIntervalMs: 20,
    });
    expect(() => loadAppConfig({ MESHY_BASE_URL: 'ftp://meshy.example' })).toThrow(/MESHY_BASE_URL: Expected an http\(s\) URL/);
  });

  it('reaches ElevenLabs and OpenAI at their own APIs unless their base URLs point elsewhere', () => {
    expect(loadAppConfig({})).toMatchObject({ elevenlabs: { baseUrl: undefined }, openai: { baseUrl: undefined } });
    expect(loadAppConfig({ ELEVENLABS_BASE_URL: 'http://127.0.0.1:4020', OPENAI_BASE_URL: 'https://llm.example/openai' })).toMatchObject({
      elevenlabs: { baseUrl: 'http://127.0.0.1:4020' },
      openai: { baseUrl: 'https://llm.example/openai' },
    });
    expect(() => loadAppConfig({ ELEVENLABS_BASE_URL: 'api.elevenlabs.io', OPENAI_BASE_URL: 'ftp://llm' })).toThrow(
      /ELEVENLABS_BASE_URL: Expected an http\(s\) URL[\s\S]*OPENAI_BASE_URL: Expected an http\(s\) URL/,
    );
  });

  it('limits logins, uploads, analyses, generations, exports and key tests per minute, generously unless told otherwise', () => {
    expect(loadAppConfig({}).rateLimitsPerMinute).toEqual({ login: 5, upload: 120, analysis: 60, generation: 120, export: 30, keyTest: 20 });
    expect(
      loadAppConfig({
        LOGIN_ATTEMPTS_PER_MINUTE: '10',
        UPLOADS_PER_MINUTE: '3',
        ANALYSES_PER_MINUTE: '2',
        GENERATIONS_PER_MINUTE: '1',
        EXPORTS_PER_MINUTE: '4',
        KEY_TESTS_PER_MINUTE: '5',
      }).rateLimitsPerMinute,
    ).toEqual({ login: 10, upload: 3, analysis: 2, generation: 1, export: 4, keyTest: 5 });
    expect(() => loadAppConfig({ UPLOADS_PER_MINUTE: '0', GENERATIONS_PER_MINUTE: 'many' })).toThrow(
      /UPLOADS_PER_MINUTE[\s\S]*GENERATIONS_PER_MINUTE/,
    );
  });

  it('ends sessions unused for 12 hours unless SESSION_IDLE_MINUTES says otherwise, and refuses less than a minute', () => {
    expect(loadAppConfig({}).auth.sessionIdleMinutes).toBe(720);
    expect(loadAppConfig({ SESSION_IDLE_MINUTES: '30' }).auth.sessionIdleMinutes).toBe(30);
    expect(() => loadAppConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadAppConfig({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('refuses a REDIS_URL that is not redis:// and a JOB_CONCURRENCY below 1', () => {
    expect(() => loadAppConfig({ REDIS_URL: 'http://cache', JOB_CONCURRENCY: '0' })).toThrow(
      /REDIS_URL: Expected redis:\/\/… or rediss:\/\/…[\s\S]*JOB_CONCURRENCY/,
    );
  });

  it('keeps files on local disk unless STORAGE=s3 names a bucket, with the S3 settings read only then', () => {
    expect(loadAppConfig({}).storage).toEqual({ kind: 'disk' });
    expect(loadAppConfig({ STORAGE: 's3', S3_BUCKET: 'studio-media' }).storage).toEqual({
      kind: 's3',
      bucket: 'studio-media',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      credentials: undefined,
    });
    expect(
      loadAppConfig({
        STORAGE: 's3',
        S3_BUCKET: 'studio',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'stage/studio',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'studio',
      region: 'eu-west-3',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      prefix: 'stage/studio/',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
    });
    expect(loadAppConfig({ STORAGE: 's3', S3_BUCKET: 'studio', S3_PREFIX: 'studio/' }).storage).toMatchObject({ prefix: 'studio/' });
  });

  it('refuses S3 settings that cannot work, and S3 settings without STORAGE=s3', () => {
    expect(() => loadAppConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE: Expected 'disk' or 's3'/);
    expect(() => loadAppConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET: Required with STORAGE=s3/);
    expect(() => loadAppConfig({ STORAGE: 's3', S3_BUCKET: 'studio', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_SECRET_ACCESS_KEY: Set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(() =>
      loadAppConfig({ STORAGE: 's3', S3_BUCKET: 'Studio_Media', S3_ENDPOINT: 'minio:9000', S3_PREFIX: '/studio', S3_FORCE_PATH_STYLE: 'yes' }),
    ).toThrow(/S3_ENDPOINT: Expected an http\(s\) URL[\s\S]*S3_BUCKET: Expected a bucket name[\s\S]*S3_FORCE_PATH_STYLE[\s\S]*S3_PREFIX: Expected folder names/);
    // Every server would quietly keep its files to itself.
    expect(() => loadAppConfig({ S3_BUCKET: 'studio', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT: Only read with STORAGE=s3[\s\S]*S3_BUCKET: Only read with STORAGE=s3/,
    );
  });

  it('fails with every problem listed', () => {
    const attempt = () => loadAppConfig({ PORT: 'eighty', DATABASE_URL: 'postgres://x/y', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(AppConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as AppConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL: Expected sqlite:<path>, mysql:\/\/… or mariadb:\/\/…/);
      expect(problems.join('\n')).toMatch(/SEED_DEMO/);
      expect((error as Error).message).toMatch(/^Invalid configuration:\n {2}- /);
    }
  });
});

describe('parseDatabaseUrl', () => {
  it('reads sqlite: paths relative to the working directory, and :memory:', () => {
    expect(parseDatabaseUrl('sqlite:db/studio.sqlite')).toEqual({
      type: 'better-sqlite3',
      database: resolve(process.cwd(), 'db/studio.sqlite'),
    });
    expect(parseDatabaseUrl('sqlite::memory:')).toEqual({ type: 'better-sqlite3', database: ':memory:' });
  });

  it('splits mysql:// and mariadb:// URLs, decoding credentials', () => {
    expect(parseDatabaseUrl('mysql://user:p%40ss@db.example:3307/studio')).toEqual({
      type: 'mysql',
      host: 'db.example',
      port: 3307,
      username: 'user',
      password: 'p@ss',
      database: 'studio',
    });
    expect(parseDatabaseUrl('mariadb://studio:studio@127.0.0.1/studio_app')).toMatchObject({
      type: 'mariadb',
      port: 3306,
      database: 'studio_app',
    });
  });

  it('insists on a database name', () => {
    expect(() => parseDatabaseUrl('mysql://user:pw@localhost:3306')).toThrow(/needs a database name/);
  });
});
