/** A backup or restore that would not be right (a place not empty, a file that is not a backup): nothing was changed. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}
