/**
 * A backup or restore that will not go ahead, with the operator's message: the command prints it and
 * exits non-zero, and the target is left as it was.
 */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

/** Every refusal's text, in one place (operators read them in a terminal: English only). */
export const BACKUP_MESSAGES = {
  notEmptyDataDir: (dir: string) => `Refusing to restore: ${dir} already holds data (a database or uploads). Restore into an empty DATA_DIR.`,
  notEmptyDatabase: 'Refusing to restore: the target database already has tables. Restore into an empty database.',
  newerSchema: (unknown: readonly string[]) =>
    `Refusing to restore: the backup's schema is newer than this code (migrations it does not know: ${unknown.join(', ')}). Restore with the version of Qurious that made it.`,
  wrongDatabase: (archive: string, target: string) => `Refusing to restore: the backup holds a ${archive} database and the target is ${target}.`,
  sealedNeedsKey: 'Refusing to restore: the backup is encrypted; set BACKUP_KEY to the key it was made with.',
  plainWithKey: 'Refusing to restore: BACKUP_KEY is set and this backup is not encrypted; unset BACKUP_KEY to restore an unencrypted backup.',
  badSeal: 'Refusing to restore: the backup was changed after it was made, or BACKUP_KEY is not the key it was made with.',
  unreadable: (detail: string) => `Refusing to restore: the backup is corrupt or truncated (${detail}).`,
  noManifest: 'Refusing to restore: the backup has no valid manifest.',
  checksum: (path: string) => `Refusing to restore: ${path} does not match its checksum in the manifest (the backup is corrupt or was changed).`,
  missingFile: (path: string) => `Refusing to restore: ${path} is listed in the manifest but missing from the backup.`,
  extraFile: (path: string) => `Refusing to restore: ${path} is in the backup but not in its manifest.`,
  integrity: (detail: string) => `The restored database failed its integrity check: ${detail}.`,
  rowCounts: (table: string, expected: number, found: number) => `The restored table ${table} has ${found} rows; the manifest says ${expected}.`,
  ledger: (detail: string) => `The restored ledger does not balance: ${detail}.`,
  noBackups: (dir: string) => `No backup found in ${dir}.`,
  noBucket: 'BACKUP_S3_BUCKET is not set: give an archive file to restore, or set the bucket to restore from it.',
  notInBucket: (name: string, where: string) => `No backup named ${name} in ${where}.`,
  pgTool: (tool: string, detail: string) => `${tool} failed: ${detail}`,
} as const;
