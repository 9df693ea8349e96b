import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What fake-s3.ts waits for on the child's stdout: `<line> <port>`. */
export const LISTENING_LINE = 'fake S3 listening on';

interface StoredObject {
  bytes: Buffer;
  etag: string;
  /** Whole seconds, as S3 keeps them. */
  lastModified: Date;
}

export interface FakeS3Options {
  buckets: string[];
  /** The one access key id accepted in SigV4 Authorization headers. */
  accessKeyId: string;
  /** Most keys one ListObjectsV2 page holds (S3's own limit is 1000), to make the client page. */
  pageSize?: number;
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlUnescape = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against `size`; 'ignore' for anything S3 ignores (several ranges, bad syntax). */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'ignore' | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return 'ignore';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/**
 * The part of the S3 HTTP API the studio's client uses, path-style, objects in memory: PutObject
 * (with `If-None-Match: *`), GetObject and HeadObject (with Range, If-None-Match, If-Modified-Since),
 * DeleteObject, DeleteObjects and ListObjectsV2 (paged). SigV4 headers must name the access key but
 * their signatures are not checked. What it does not speak it refuses with 501, so a client change
 * that needs more shows up as a failing test rather than a silently wrong answer.
 */
export class FakeS3Server {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private server: Server | undefined;

  constructor(private readonly options: FakeS3Options) {
    for (const bucket of options.buckets) this.buckets.set(bucket, new Map());
  }

  async start(port = 0): Promise<number> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => this.sendError(response, 500, 'InternalError', error.message));
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const credential = /^AWS4-HMAC-SHA256 Credential=([^/]+)\//.exec(request.headers.authorization ?? '');
    if (credential?.[1] !== this.options.accessKeyId) return this.sendError(response, 403, 'InvalidAccessKeyId', 'The access key id is not known.');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const bucket = this.buckets.get(decodeURIComponent(bucketName ?? ''));
    if (!bucket) return this.sendError(response, 404, 'NoSuchBucket', 'The bucket does not exist.');
    const key = keyParts.map(decodeURIComponent).join('/');
    const method = request.method ?? 'GET';
    if (key === '') {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return this.list(bucket, url.searchParams, response);
      if (method === 'POST' && url.searchParams.has('delete')) return this.deleteMany(bucket, await readBody(request), response);
      if (method === 'HEAD') return void response.writeHead(200).end();
      return this.sendError(response, 501, 'NotImplemented', `${method} on a bucket`);
    }
    if (method === 'PUT') return this.put(bucket, key, request, response);
    if (method === 'GET' || method === 'HEAD') return this.get(bucket, key, request, response);
    if (method === 'DELETE') {
      bucket.delete(key);
      return void response.writeHead(204).end();
    }
    this.sendError(response, 501, 'NotImplemented', `${method} on an object`);
  }

  private async put(bucket: Map<string, StoredObject>, key: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.headers['x-amz-copy-source'] || /aws-chunked/.test(String(request.headers['content-encoding'] ?? ''))) {
      return this.sendError(response, 501, 'NotImplemented', 'CopyObject and aws-chunked uploads are not faked');
    }
    const bytes = await readBody(request);
    if (request.headers['if-none-match'] === '*' && bucket.has(key)) {
      return this.sendError(response, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    }
    const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
    bucket.set(key, { bytes, etag, lastModified: new Date(Math.floor(Date.now() / 1000) * 1000) });
    response.writeHead(200, { ETag: etag }).end();
  }

  private get(bucket: Map<string, StoredObject>, key: string, request: IncomingMessage, response: ServerResponse): void {
    const object = bucket.get(key);
    const head = request.method === 'HEAD';
    if (!object) return head ? void response.writeHead(404).end() : this.sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    const validators = { ETag: object.etag, 'Last-Modified': object.lastModified.toUTCString() };
    const ifNoneMatch = request.headers['if-none-match'];
    const ifModifiedSince = request.headers['if-modified-since'];
    const notModified = ifNoneMatch
      ? ifNoneMatch.split(',').some((tag) => tag.trim() === object.etag || tag.trim() === '*')
      : ifModifiedSince !== undefined && object.lastModified.getTime() <= new Date(ifModifiedSince).getTime();
    if (notModified) return void response.writeHead(304, validators).end();
    const size = object.bytes.length;
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      response.setHeader('Content-Range', `bytes */${size}`);
      return head
        ? void response.writeHead(416).end()
        : this.sendError(response, 416, 'InvalidRange', 'The requested range is not satisfiable', `<ActualObjectSize>${size}</ActualObjectSize>`);
    }
    const headers = { ...validators, 'Accept-Ranges': 'bytes', 'Content-Type': 'application/octet-stream' };
    if (range === 'ignore') {
      response.writeHead(200, { ...headers, 'Content-Length': size });
      return void response.end(head ? undefined : object.bytes);
    }
    response.writeHead(206, { ...headers, 'Content-Length': range.end - range.start + 1, 'Content-Range': `bytes ${range.start}-${range.end}/${size}` });
    response.end(head ? undefined : object.bytes.subarray(range.start, range.end + 1));
  }

  private list(bucket: Map<string, StoredObject>, query: URLSearchParams, response: ServerResponse): void {
    const prefix = query.get('prefix') ?? '';
    const pageSize = Math.min(Number(query.get('max-keys') ?? 1000), this.options.pageSize ?? 1000);
    const after = query.has('continuation-token') ? Buffer.from(query.get('continuation-token')!, 'base64').toString('utf8') : '';
    const keys = [...bucket.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, pageSize);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = bucket.get(key)!;
        return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(object.etag)}</ETag><Size>${object.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page[page.length - 1]).toString('base64')}</NextContinuationToken>` : '';
    this.sendXml(
      response,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>bucket</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  private deleteMany(bucket: Map<string, StoredObject>, body: Buffer, response: ServerResponse): void {
    const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlUnescape(match[1]));
    for (const key of keys) bucket.delete(key);
    this.sendXml(response, 200, `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${keys.map((key) => `<Deleted><Key>${xmlEscape(key)}</Key></Deleted>`).join('')}</DeleteResult>`);
  }

  private sendXml(response: ServerResponse, status: number, xml: string): void {
    response.writeHead(status, { 'Content-Type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
  }

  private sendError(response: ServerResponse, status: number, code: string, message: string, extra = ''): void {
    if (response.headersSent) return void response.destroy();
    this.sendXml(response, status, `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>${extra}<RequestId>fake</RequestId></Error>`);
  }
}
