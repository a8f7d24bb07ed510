import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsHome } from '#shared/contract/http/ops';
import { ageText, OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OPS_MONEY_TEXTS } from '#shared/domain/ops-money-texts';
import { OPS_TICKETS_TEXTS } from '#shared/domain/ops-tickets-texts';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';

const T = OPS_TEXTS.home;
const B = T.backups;
const R = OPS_MONEY_TEXTS.reconciliation;

function Figure({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? T.hidden}</dd>
    </div>
  );
}

function Figures({ home }: { home: OpsHome }) {
  const { reports, credits, suspensions, disputes, reconciliation, tickets, backups } = home;
  const drill = backups.lastDrill;
  const last = reconciliation && (reconciliation.last ? R.homeValue(reconciliation.last.day, reconciliation.last.mismatches) : R.homeNone);
  const oldest = reports && (reports.oldestAgeSeconds === null ? T.noReports : ageText(reports.oldestAgeSeconds));
  return (
    <dl className="ops-figures" data-testid="ops-home-figures">
      <Figure label={T.reports} value={reports?.open ?? null} />
      <Figure label={T.oldestReport} value={oldest} />
      <Figure label={T.bought} value={credits?.bought ?? null} />
      <Figure label={T.refunded} value={credits?.refunded ?? null} />
      <Figure label={T.suspensions} value={suspensions?.count ?? null} />
      <Figure label={T.disputes} value={disputes?.open ?? null} />
      <Figure label={T.nearestDeadline} value={disputes && (disputes.nearestDeadline ?? T.noDisputes)} />
      <Figure label={R.home} value={last} />
      <Figure label={OPS_TICKETS_TEXTS.homeOpen} value={tickets?.open ?? null} />
      <Figure
        label={OPS_TICKETS_TEXTS.homeOldest}
        value={tickets && (tickets.oldestAgeSeconds === null ? OPS_TICKETS_TEXTS.homeNone : ageText(tickets.oldestAgeSeconds))}
      />
      <Figure label={B.state} value={B.states[backups.state]} />
      <Figure label={B.lastBackup} value={backups.lastBackupAt ?? B.never} />
      <Figure label={B.lastDrill} value={drill ? B.drill(drill.at, drill.rpoSeconds, drill.rtoSeconds) : B.never} />
    </dl>
  );
}

function Home() {
  const home = useQuery('opsHome', (signal) => call('opsHome', { signal }));
  return home.data ? <Figures home={home.data} /> : <LoadState query={home} />;
}

/** The console's home: what is waiting and today's money, each figure for the roles that may see it. */
export default function OpsHomePage() {
  return <OpsFrame title={T.title}>{() => <Home />}</OpsFrame>;
}
