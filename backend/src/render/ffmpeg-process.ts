import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { lowerPriority } from './render-priority';

/** The last lines ffmpeg wrote to stderr: where it says why it failed. */
const STDERR_TAIL_CHARS = 2000;

export class FfmpegError extends Error {
  constructor(tool: string, code: number | null, stderr: string) {
    super(`${tool} exited with ${code ?? 'a signal'}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'FfmpegError';
  }
}

export interface RunningFfmpeg {
  /** Frames (or any bytes) go in here when the command reads `-i -`. */
  stdin: Writable;
  /** Resolves with stdout when the process exits 0; rejects with the end of stderr otherwise. */
  done: Promise<Buffer>;
  kill(): void;
}

/** Starts ffmpeg (or ffprobe) with `args`; quiet, never asks questions, never reads a terminal. */
export function startFfmpeg(args: readonly string[], tool: 'ffmpeg' | 'ffprobe' = 'ffmpeg'): RunningFfmpeg {
  const flags = tool === 'ffmpeg' ? ['-hide_banner', '-nostats', '-loglevel', 'error', '-y'] : ['-v', 'error'];
  const child = spawn(tool, [...flags, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  // Encoding is background work, like the render's browsers.
  lowerPriority(child.pid);
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
  });
  // A process that exits early makes later writes fail with EPIPE; `done` reports why it exited.
  child.stdin.on('error', () => undefined);
  const done = new Promise<Buffer>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(stdout)) : reject(new FfmpegError(tool, code, stderr))));
  });
  return { stdin: child.stdin, done, kill: () => child.kill('SIGKILL') };
}

/** Runs a command that needs no input and returns its stdout. */
export function runFfmpeg(args: readonly string[], tool: 'ffmpeg' | 'ffprobe' = 'ffmpeg'): Promise<Buffer> {
  const running = startFfmpeg(args, tool);
  running.stdin.end();
  return running.done;
}

/** Writes `bytes` to a stream, waiting for it to drain when its buffer is full. */
export function writeWithBackpressure(stream: Writable, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    stream.once('error', onError);
    const flushed = stream.write(bytes, (error) => {
      stream.off('error', onError);
      if (error) reject(error);
    });
    if (flushed) {
      stream.off('error', onError);
      resolve();
    } else {
      stream.once('drain', () => {
        stream.off('error', onError);
        resolve();
      });
    }
  });
}
