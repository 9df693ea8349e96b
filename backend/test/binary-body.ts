import type { Test } from 'supertest';

/** Keeps a request's response body as bytes, whatever its content type (supertest parses only known types). */
export const binaryBody = (call: Test): Test =>
  call.buffer(true).parse((stream, done) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => done(null, Buffer.concat(chunks)));
  });
