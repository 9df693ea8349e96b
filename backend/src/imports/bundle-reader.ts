import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/** Zip files start with a local file header, or are an empty archive's end record. */
export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** Unix mode bits of a symbolic link, as zip tools store them in the entry's external attributes. */
const SYMLINK_MODE = 0o120000;
const MAX_ENTRIES = 20_000;

/**
 * Whether a path names a file inside the bundle: relative, forward slashes, no '.' or '..'
 * segments, no drive letter, nothing encoded. Manifests and zip entries both go through it.
 */
export function isSafeBundlePath(path: string): boolean {
  if (!path || path.length > 255 || path.startsWith('/') || path.includes('\\') || /^[A-Za-z]:/.test(path) || path.includes('%')) return false;
  if ([...path].some((character) => character.charCodeAt(0) < 0x20)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export interface Bundle {
  manifest: Buffer;
  files: Map<string, Buffer>;
}

export class BundleError extends Error {}

/**
 * Reads a bundle: manifest.json at its root and the files beside it, all in memory. Links,
 * absolute or '..' paths and archives larger than `maxBytes` once unpacked are refused whole.
 */
export function readBundle(bytes: Buffer, maxBytes: number): Promise<Bundle> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(new BundleError(`the .zip could not be read: ${error?.message ?? 'unknown error'}`));
      const files = new Map<string, Buffer>();
      let total = 0;
      let count = 0;
      const fail = (reason: string) => {
        zip.close();
        reject(new BundleError(reason));
      };
      // yauzl checks names too: what it calls an invalid or absolute path is one we do not allow.
      zip.on('error', (zipError: Error) => {
        const unsafe = /^(invalid relative path|absolute path): (.*)$/.exec(zipError.message);
        fail(unsafe ? `the .zip holds a path that is not allowed: '${unsafe[2].slice(0, 120)}'` : `the .zip could not be read: ${zipError.message}`);
      });
      zip.on('end', () => {
        const manifest = files.get('manifest.json');
        if (!manifest) return reject(new BundleError('the .zip has no manifest.json at its root'));
        files.delete('manifest.json');
        resolve({ manifest, files });
      });
      zip.on('entry', (entry: Entry) => {
        if (++count > MAX_ENTRIES) return fail(`the .zip holds more than ${MAX_ENTRIES} files`);
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        if (!isSafeBundlePath(entry.fileName)) return fail(`the .zip holds a path that is not allowed: '${entry.fileName.slice(0, 120)}'`);
        if (((entry.externalFileAttributes >>> 16) & 0o170000) === SYMLINK_MODE) return fail(`the .zip holds a link, which is not allowed: '${entry.fileName}'`);
        total += entry.uncompressedSize;
        if (total > maxBytes) return fail(`the .zip unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB`);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(`'${entry.fileName}' could not be read`);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', (readError: Error) => fail(`'${entry.fileName}' could not be read: ${readError.message}`));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
