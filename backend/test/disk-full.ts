import { promises as fsPromises } from 'node:fs';

/** What writing to a full disk throws. */
export const enospcError = (): NodeJS.ErrnoException =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

/**
 * Makes every fs.promises.writeFile and copyFile into `dir` behave as on a full disk: the first half
 * of the bytes lands, then ENOSPC. Writes elsewhere go through. Returns the paths of the half-written
 * files, as they are written. Undo with jest.restoreAllMocks().
 */
export function fillDiskUnder(dir: string): string[] {
  const { writeFile, copyFile, readFile } = fsPromises;
  const halfWritten: string[] = [];
  const halfThenFull = async (path: string, bytes: Buffer) => {
    await writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    halfWritten.push(path);
    throw enospcError();
  };
  jest.spyOn(fsPromises, 'writeFile').mockImplementation(async (path, data, options) => {
    if (typeof path !== 'string' || !path.startsWith(dir)) return writeFile(path, data, options);
    await halfThenFull(path, Buffer.isBuffer(data) ? data : Buffer.from(String(data)));
  });
  jest.spyOn(fsPromises, 'copyFile').mockImplementation(async (source, destination, mode) => {
    if (typeof destination !== 'string' || !destination.startsWith(dir)) return copyFile(source, destination, mode);
    await halfThenFull(destination, await readFile(source));
  });
  return halfWritten;
}
