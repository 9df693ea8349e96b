import { HttpException } from '@nestjs/common';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { type FederationManifest, MANIFEST_FILE, readFederationManifest, sha256 } from './federation-manifest';
import { InvalidReleaseBundleError, NotAReleaseBundleError, ReleaseTooLargeError } from './platform.errors';

const MB = 1024 * 1024;

/** What a release may hold once unpacked: a remote's dist folder is ~100 files and ~12 MB with its maps and compressed copies. */
export const RELEASE_LIMITS = { maxFiles: 5000, maxBytes: 200 * MB };

export interface BundleFile {
  /** Relative to the release's root, with forward slashes. */
  path: string;
  bytes: Buffer;
  sha256: string;
}

/** A release bundle read into memory and checked: only plain files, every path inside the release. */
export interface ReleaseBundle {
  sha256: string;
  files: BundleFile[];
  totalBytes: number;
}

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** The path inside the release, or null when it would leave it ('..', absolute, a drive, a backslash). */
function insidePath(raw: string): string | null {
  if (raw.includes('\0') || raw.includes('\\') || raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) return null;
  const segments = raw.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || segments.includes('..')) return null;
  return segments.join('/');
}

/** Why an entry may not be part of a release, or null. */
function refusal(entry: ReadEntry, path: string | null): string | null {
  if (path === null && entry.type !== 'Directory') return `The bundle holds the path ${entry.path}, which leaves the release folder.`;
  if (entry.type === 'Directory' || FILE_TYPES.has(entry.type)) return null;
  return `The bundle holds ${entry.path}, a ${entry.type}: a release holds only files and folders.`;
}

/**
 * Reads a .tgz release bundle without writing anything: every entry must be a file or a folder
 * whose path stays inside the release (no links, no '..', no absolute paths), and the unpacked
 * size is capped (413) before the bytes are read, so a small archive cannot unpack into gigabytes.
 */
export function readReleaseBundle(bytes: Buffer, limits = RELEASE_LIMITS): Promise<ReleaseBundle> {
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) return Promise.reject(new NotAReleaseBundleError());
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>();
    let entries = 0;
    let totalBytes = 0;
    let failure: HttpException | undefined;
    const parser = new Parser({
      strict: true,
      onReadEntry: (entry) => {
        const path = insidePath(entry.path);
        const problem = failure ? null : refusal(entry, path);
        if (problem) fail(new InvalidReleaseBundleError(problem));
        // Folders count too, or an archive of empty folders would unpack for ever.
        entries += 1;
        totalBytes += entry.size;
        if (entries > limits.maxFiles || totalBytes > limits.maxBytes) fail(new ReleaseTooLargeError(limits.maxFiles, limits.maxBytes));
        if (failure || entry.type === 'Directory' || path === null) return entry.resume();
        if (files.has(path)) return fail(new InvalidReleaseBundleError(`The bundle holds ${path} twice.`));
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => files.set(path, Buffer.concat(chunks)));
      },
    });
    function fail(error: HttpException): void {
      if (failure) return;
      failure = error;
      reject(error);
      parser.abort(error);
    }
    parser.on('error', (error: Error) =>
      fail(
        // tar's own guard against a gzip bomb: it unpacks to more than 1000 times its size.
        error.message.startsWith('max decompression ratio exceeded')
          ? new ReleaseTooLargeError(limits.maxFiles, limits.maxBytes)
          : new InvalidReleaseBundleError(`The bundle is not a readable .tgz (${error.message}).`),
      ),
    );
    parser.on('end', () => {
      if (failure) return;
      resolve({
        sha256: sha256(bytes),
        files: [...files].map(([path, content]) => ({ path, bytes: content, sha256: sha256(content) })),
        totalBytes,
      });
    });
    parser.end(bytes);
  });
}

/** The bundle's manifest, checked: at the root, for this remote, naming an entry the bundle holds. */
export function bundleManifest(bundle: ReleaseBundle, name: string): FederationManifest & { sha256: string } {
  const manifestFile = bundle.files.find((file) => file.path === MANIFEST_FILE);
  if (!manifestFile) {
    throw new InvalidReleaseBundleError(`The bundle has no ${MANIFEST_FILE} at its root: tar the contents of the dist folder, not the folder.`);
  }
  const manifest = readFederationManifest(manifestFile.bytes);
  if (typeof manifest === 'string') throw new InvalidReleaseBundleError(`The bundle cannot be a release: ${manifest}.`);
  if (manifest.name !== name) {
    throw new InvalidReleaseBundleError(`The bundle's ${MANIFEST_FILE} is the manifest of ${manifest.name}, not of ${name}.`);
  }
  if (!bundle.files.some((file) => file.path === manifest.entry)) {
    throw new InvalidReleaseBundleError(`The bundle has no ${manifest.entry}, the remote entry its ${MANIFEST_FILE} names.`);
  }
  return { ...manifest, sha256: manifestFile.sha256 };
}

/** A compressed copy the server sends instead of its sibling to a browser that accepts it. */
const COMPRESSED_COPY = /^(.+)\.(br|gz)$/;

/**
 * Every .br and .gz beside a file of the bundle must unpack to exactly that file: a browser that
 * takes the copy runs those bytes, not the ones whose hashes the release records (a build that
 * compressed a file before its last rewrite would otherwise go live half-checked).
 */
export function checkCompressedCopies(bundle: ReleaseBundle): void {
  const byPath = new Map(bundle.files.map((file) => [file.path, file]));
  for (const copy of bundle.files) {
    const match = COMPRESSED_COPY.exec(copy.path);
    const original = match ? byPath.get(match[1]) : undefined;
    if (!match || !original) continue;
    // One byte over the original's size is enough to tell, and keeps a bomb from unpacking.
    const limit = { maxOutputLength: original.bytes.length + 1 };
    let unpacked: Buffer | null;
    try {
      unpacked = match[2] === 'br' ? brotliDecompressSync(copy.bytes, limit) : gunzipSync(copy.bytes, limit);
    } catch {
      unpacked = null;
    }
    if (!unpacked?.equals(original.bytes)) {
      throw new InvalidReleaseBundleError(
        `The bundle's ${copy.path} is not a compressed copy of its ${original.path}: browsers that take it would run other bytes than the release records. Build the remote again.`,
      );
    }
  }
}
