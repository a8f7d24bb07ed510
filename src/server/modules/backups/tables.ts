/** One backup or drill (migration 1090): its id is the canary a drill looks for in the restored copy. */
export interface BackupRunsTable {
  id: string;
  kind: 'backup' | 'drill';
  status: 'running' | 'done' | 'failed';
  started_at: string;
  finished_at: string | null;
  archive: string | null;
  bytes: number | null;
  rpo_ms: number | null;
  rto_ms: number | null;
  error: string | null;
}
