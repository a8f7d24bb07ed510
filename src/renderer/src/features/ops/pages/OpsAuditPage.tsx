import { useState, type SubmitEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsAuditEntry } from '#shared/contract/http/ops';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { downloadAuditCsv } from '../download-csv';

const T = OPS_TEXTS.audit;
const FILTERS = [
  ['operatorId', T.operator, 'text'],
  ['targetId', T.target, 'text'],
  ['action', T.action, 'text'],
  ['from', T.from, 'datetime-local'],
  ['to', T.to, 'datetime-local'],
] as const;
type FilterName = (typeof FILTERS)[number][0];

/** A datetime-local value read as UTC (the trail's times are UTC), as the API takes it. */
const asUtc = (value: string) => (value ? `${value.length === 16 ? `${value}:00` : value}Z` : '');

function filtersOf(params: URLSearchParams): Partial<Record<FilterName, string>> {
  const out: Partial<Record<FilterName, string>> = {};
  for (const [name] of FILTERS) {
    const value = params.get(name);
    if (value) out[name] = name === 'from' || name === 'to' ? asUtc(value) : value;
  }
  return out;
}

function Rows({ entries }: { entries: readonly OpsAuditEntry[] }) {
  if (entries.length === 0) return <p>{T.none}</p>;
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid="ops-audit-rows">
        <thead>
          <tr>
            <th scope="col">{T.at}</th>
            <th scope="col">{T.operator}</th>
            <th scope="col">{T.role}</th>
            <th scope="col">{T.action}</th>
            <th scope="col">{T.target}</th>
            <th scope="col">{T.reason}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{e.at}</td>
              <td>{e.operatorId ?? T.commandLine}</td>
              <td>{e.role}</td>
              <td>{e.action}</td>
              <td>
                {e.target.type} {e.target.id}
              </td>
              <td>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Trail() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [after, setAfter] = useState<{ at: string; id: string } | null>(null);
  const [csv, setCsv] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const trail = useQuery(['opsAudit', JSON.stringify(filters), after?.id ?? null], (signal) =>
    call('opsAudit', { query: { ...filters, ...(after ? { afterAt: after.at, afterId: after.id } : {}) }, signal }),
  );
  const apply = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const [name] of FILTERS) {
      const entry = form.get(name);
      const value = typeof entry === 'string' ? entry.trim() : '';
      if (value) next[name] = value;
    }
    setAfter(null);
    setParams(next);
  };
  const download = async () => {
    setCsv({ busy: true, error: null });
    try {
      await downloadAuditCsv(filters);
      setCsv({ busy: false, error: null });
    } catch (e) {
      setCsv({ busy: false, error: e instanceof Error ? e.message : OPS_TEXTS.loadFailed });
    }
  };
  return (
    <>
      <form className="form-filters" aria-label={T.filters} onSubmit={apply}>
        {FILTERS.map(([name, label, type]) => (
          <label key={name}>
            <span>{label}</span>
            <input name={name} type={type} defaultValue={params.get(name) ?? ''} />
          </label>
        ))}
        <button type="submit" className="btn">
          {T.apply}
        </button>
      </form>
      <p className="row">
        <button type="button" className="btn is-secondary" onClick={() => void download()} disabled={csv.busy} aria-busy={csv.busy}>
          {csv.busy ? T.downloading : T.download}
        </button>
        {csv.error && (
          <span role="alert" className="text-error">
            {csv.error}
          </span>
        )}
      </p>
      {trail.data ? <Rows entries={trail.data.entries} /> : null}
      <LoadState query={trail} />
      <p className="row">
        {after && (
          <button type="button" className="btn is-secondary" onClick={() => setAfter(null)}>
            {T.first}
          </button>
        )}
        {trail.data?.next && (
          <button type="button" className="btn is-secondary" onClick={() => setAfter(trail.data?.next ?? null)}>
            {T.more}
          </button>
        )}
      </p>
    </>
  );
}

/** The audit trail with its filters, newest first, and its CSV. */
export default function OpsAuditPage() {
  return <OpsFrame title={T.title}>{() => <Trail />}</OpsFrame>;
}
