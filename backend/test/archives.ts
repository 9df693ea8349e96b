import { ZipFile as ZipWriter } from 'yazl';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/** Every file of a zip by its path inside it. */
export function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true }, (error, zip?: ZipFile) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(`cannot read ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
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

/** A zip of these files by their path in it; `modes` gives some a Unix mode (a link: 0o120777). */
export function zipOf(files: Record<string, Buffer>, modes: Record<string, number> = {}): Promise<Buffer> {
  const zip = new ZipWriter();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name, modes[name] === undefined ? {} : { mode: modes[name] });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
