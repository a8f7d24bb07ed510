import type { OpsHome } from '#shared/contract/http/ops';
import { BOUGHT_KINDS } from '#shared/domain/wallet';
import { roleFor, type OperatorRole } from '#shared/domain/operator-roles';
import type { BackupSettings } from '../../config';
import type { Queryable } from '../../db/queryable';
import { backupStatus, lastDrill } from '../backups/status';
import { lastReconciliation } from '../ops-money/reconciliation';
import { openTicketsFigure } from '../support/console';
import { openReportsFigure } from '../reports/queue';
import { openDisputesFigure } from './disputes';

const DAY_MS = 24 * 3600 * 1000;

/** 00:00 UTC of the day of `now`. */
export const startOfDayUtc = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Monday 00:00 UTC of the week of `now` (weeks start on Monday, ISO 8601). */
export function startOfWeekUtc(now: Date): Date {
  const day = startOfDayUtc(now);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

async function credits(db: Queryable, now: Date): Promise<NonNullable<OpsHome['credits']>> {
  const since = startOfDayUtc(now).toISOString();
  const rows = await db
    .selectFrom('wallet_ledger')
    .select((eb) => ['kind', eb.fn.sum<number | string | null>('credits').as('total')])
    .where('kind', 'in', [...BOUGHT_KINDS, 'refund'])
    .where('created_at', '>=', since)
    .groupBy('kind')
    .execute();
  const total = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return { since, bought: BOUGHT_KINDS.reduce((sum, kind) => sum + total(kind), 0), refunded: total('refund') };
}

async function suspensions(db: Queryable, now: Date): Promise<NonNullable<OpsHome['suspensions']>> {
  const since = startOfWeekUtc(now).toISOString();
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('suspended_at', '>=', since)
    .executeTakeFirst();
  return { since, count: Number(row?.count ?? 0) };
}

async function backups(db: Queryable, settings: BackupSettings, now: Date): Promise<OpsHome['backups']> {
  const [status, drill] = await Promise.all([backupStatus(db, settings, now), lastDrill(db)]);
  const seconds = (ms: number) => Math.round(ms / 1000);
  return {
    state: status.state,
    lastBackupAt: status.lastBackupAt,
    lastDrill: drill && { at: drill.at, rpoSeconds: seconds(drill.rpoMs), rtoSeconds: seconds(drill.rtoMs) },
  };
}

/**
 * The console's home: what exists today. Each figure is shown to the roles that may see its area
 * (reports; money and the last reconciliation are reconciliation's; suspensions; disputes; tickets),
 * null to the others; the backups to every operator, since a stale one is everybody's alarm. A
 * suspension counts while it lasts: users keeps when, not a history.
 */
export async function homeSummary(db: Queryable, roles: readonly OperatorRole[], now: Date, backupSettings: BackupSettings): Promise<OpsHome> {
  const may = (area: 'reports' | 'reconciliation' | 'suspensions' | 'disputes' | 'tickets') => roleFor(roles, area, 'read') !== null;
  return {
    reports: may('reports') ? await openReportsFigure(db, now) : null,
    credits: may('reconciliation') ? await credits(db, now) : null,
    suspensions: may('suspensions') ? await suspensions(db, now) : null,
    disputes: may('disputes') ? await openDisputesFigure(db) : null,
    reconciliation: may('reconciliation') ? { last: await lastReconciliation(db) } : null,
    tickets: may('tickets') ? await openTicketsFigure(db, now) : null,
    backups: await backups(db, backupSettings, now),
  };
}
