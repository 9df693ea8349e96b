import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { S3Settings } from '../config';
import { s3ClientConfig } from './s3-bucket';

/** The worker thread's answer to one download. */
type Reply = { id: number; found: boolean } | { id: number; error: string };

/** How long a caller waits for one file before it is treated as missing. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * The thread's code, as a script: it runs in compiled builds and under the specs' on-the-fly
 * compilation alike, which a .ts worker file would not. Even when it cannot load the SDK it
 * answers (with the error), since a caller waiting for it cannot see the thread fail. It downloads each asked-for object to a
 * temporary file renamed into place, answers on the reply port, then bumps the shared counter the
 * caller is waiting on.
 */
const THREAD_SCRIPT = `
const { workerData } = require('node:worker_threads');
const { createWriteStream } = require('node:fs');
const { mkdir, rename, rm } = require('node:fs/promises');
const { dirname } = require('node:path');
const { pipeline } = require('node:stream/promises');
const counter = new Int32Array(workerData.counter);
let sdk, client, broken;
try {
  sdk = require(workerData.sdkPath);
  client = new sdk.S3Client(workerData.clientConfig);
} catch (error) {
  broken = String(error && error.message);
}
workerData.requests.on('message', async ({ id, key, path }) => {
  const temporary = path + '.' + process.pid + '-' + id + '.download';
  let reply;
  try {
    if (broken) throw new Error(broken);
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: workerData.bucket, Key: key }));
    await mkdir(dirname(path), { recursive: true });
    await pipeline(object.Body, createWriteStream(temporary));
    await rename(temporary, path);
    reply = { id, found: true };
  } catch (error) {
    await rm(temporary, { force: true });
    reply = error && error.$metadata && error.$metadata.httpStatusCode === 404 ? { id, found: false } : { id, error: String(error && error.message) };
  }
  workerData.replies.postMessage(reply);
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
});
`;

/**
 * Downloads objects while the calling thread waits, for callers that need a file's local path
 * synchronously (MediaStorage.pathOf, whose callers hand paths to ffmpeg and Chromium). A worker
 * thread with its own S3 client does the work; the caller sleeps on a shared counter
 * (Atomics.wait) and reads the answer with receiveMessageOnPort, so no event loop has to turn.
 * The wait blocks this thread's event loop for as long as the download takes: fine for the few
 * megabytes of a model or a voice line, once per file and machine (the file stays cached).
 */
export class BlockingDownloader {
  private thread: { worker: Worker; requests: MessagePort; replies: MessagePort; counter: Int32Array } | undefined;
  private nextId = 0;

  constructor(private readonly settings: S3Settings) {}

  /** Writes object `key` (the bucket's full key) to `path`: true once it is there, false when the bucket has no such object. */
  download(key: string, path: string): boolean {
    const thread = this.start();
    const id = (this.nextId += 1);
    const deadline = Date.now() + DOWNLOAD_TIMEOUT_MS;
    let seen = Atomics.load(thread.counter, 0);
    thread.requests.postMessage({ id, key, path });
    for (;;) {
      const reply = receiveMessageOnPort(thread.replies)?.message as Reply | undefined;
      // Other ids are late answers to downloads that timed out.
      if (reply?.id === id) {
        if ('error' in reply) throw new Error(`downloading ${key}: ${reply.error}`);
        return reply.found;
      }
      if (reply) continue;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`downloading ${key}: no answer in ${DOWNLOAD_TIMEOUT_MS / 1000} s`);
      Atomics.wait(thread.counter, 0, seen, left);
      seen = Atomics.load(thread.counter, 0);
    }
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    if (!thread) return;
    thread.requests.close();
    thread.replies.close();
    await thread.worker.terminate();
  }

  private start() {
    if (this.thread) return this.thread;
    const requests = new MessageChannel();
    const replies = new MessageChannel();
    const counter = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(THREAD_SCRIPT, {
      eval: true,
      workerData: {
        sdkPath: require.resolve('@aws-sdk/client-s3'),
        clientConfig: s3ClientConfig(this.settings),
        bucket: this.settings.bucket,
        counter: counter.buffer,
        requests: requests.port2,
        replies: replies.port1,
      },
      transferList: [requests.port2, replies.port1],
      // This process has printed the SDK's Node version notice once already.
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    });
    // It only ever works while a caller waits: it must not keep the process alive.
    worker.unref();
    requests.port1.unref();
    this.thread = { worker, requests: requests.port1, replies: replies.port2, counter };
    return this.thread;
  }
}
