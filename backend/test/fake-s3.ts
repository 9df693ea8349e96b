import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type FakeS3Options, LISTENING_LINE } from './fake-s3-server';

const SERVER_SOURCE = join(__dirname, 'fake-s3-server.ts');
const ACCESS_KEY_ID = 'fake-s3-access-key';

/** The child's entry: fake-s3-server.ts compiled by SWC as it loads (as worker-process.ts does for the worker). */
const ENTRY = `
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');
const options = require(${JSON.stringify(join(__dirname, '..', 'swc-options.cjs'))});
require.extensions['.ts'] = (module, filename) => module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
const { FakeS3Server, LISTENING_LINE } = require(${JSON.stringify(SERVER_SOURCE)});
new FakeS3Server(JSON.parse(process.env.FAKE_S3_OPTIONS)).start().then((port) => console.log(LISTENING_LINE + ' ' + port));
`;

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** STORAGE=s3 against this server's bucket, path-style, under `prefix`. */
  env(prefix?: string): Record<string, string>;
  /** Every key in the bucket under `prefix`, read with the SDK's ListObjectsV2 (not the studio's code). */
  keys(prefix?: string): Promise<string[]>;
  /** The SDK client the test reads and writes the bucket with. */
  client: S3Client;
  stop(): Promise<void>;
}

/**
 * A fake S3 server (fake-s3-server.ts) in a process of its own, with one bucket: in a child, as
 * the app under test blocks its own thread while MediaStorage.pathOf() fetches a file, and a server
 * on that thread could not answer.
 */
export async function startFakeS3(options: Pick<FakeS3Options, 'pageSize'> = {}): Promise<FakeS3> {
  const bucket = `studio-test-${randomBytes(4).toString('hex')}`;
  const serverOptions: FakeS3Options = { buckets: [bucket], accessKeyId: ACCESS_KEY_ID, ...options };
  const child: ChildProcess = spawn(process.execPath, ['-e', ENTRY], {
    env: { ...process.env, FAKE_S3_OPTIONS: JSON.stringify(serverOptions) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const onData = (data: Buffer) => {
      output += data.toString();
      const listening = new RegExp(`${LISTENING_LINE} (\\d+)`).exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`the fake S3 server exited:\n${output}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: 'fake-s3-secret' },
  });
  return {
    endpoint,
    bucket,
    client,
    env: (prefix = '') => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: 'fake-s3-secret',
      S3_PREFIX: prefix,
    }),
    keys: async (prefix = '') => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    stop: async () => {
      client.destroy();
      child.kill('SIGKILL');
      await exited;
    },
  };
}
