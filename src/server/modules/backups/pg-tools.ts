import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { BACKUP_MESSAGES, BackupRefused } from './refusal';

const run = promisify(execFile);

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore) on the PATH; its stderr becomes the message of
 * a failure. The URL goes as an argument: the tools take a connection string as --dbname.
 */
export async function pgTool(tool: 'pg_dump' | 'pg_restore', args: readonly string[]): Promise<void> {
  try {
    await run(tool, [...args], { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const detail = (err as { stderr?: string }).stderr?.trim() || (err instanceof Error ? err.message : String(err));
    throw new BackupRefused(BACKUP_MESSAGES.pgTool(tool, detail));
  }
}
