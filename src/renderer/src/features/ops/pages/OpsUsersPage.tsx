import { useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import type { OpsAccount } from '#shared/contract/http/ops';
import { OPS_SEARCH_MAX, OPS_SEARCH_MIN } from '#shared/domain/ops-console';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OpsFrame } from '../OpsFrame';
import { LoadState } from '../LoadState';
import { accountState } from '../account-state';

const T = OPS_TEXTS.users;

function Results({ q, page }: { q: string; page: number }) {
  const [, setParams] = useSearchParams();
  const found = useQuery(['opsUserSearch', q, page], (signal) => call('opsUserSearch', { query: { q, page }, signal }));
  const data = found.data;
  if (!data) return <LoadState query={found} />;
  const go = (to: number) => setParams({ q, page: String(to) });
  return (
    <section className="section" aria-labelledby="ops-results">
      <h2 id="ops-results">{T.results}</h2>
      {found.error && <LoadState query={found} />}
      {data.users.length === 0 ? (
        <p>{T.none}</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{T.name}</th>
                <th scope="col">{T.email}</th>
                <th scope="col">{T.username}</th>
                <th scope="col">{T.state}</th>
                <th scope="col">{T.created}</th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((u: OpsAccount) => (
                <tr key={u.id}>
                  <td>
                    <Link to={`/ops/users/${encodeURIComponent(u.id)}`}>{u.name}</Link>
                  </td>
                  <td>{u.email}</td>
                  <td>{u.username}</td>
                  <td>{accountState(u)}</td>
                  <td>{u.createdAt.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="row" aria-label={T.page(data.page)}>
        {data.page > 1 && (
          <button type="button" className="btn is-secondary" onClick={() => go(data.page - 1)}>
            {T.previous}
          </button>
        )}
        <span>{T.page(data.page)}</span>
        {data.hasMore && (
          <button type="button" className="btn is-secondary" onClick={() => go(data.page + 1)}>
            {T.next}
          </button>
        )}
      </nav>
    </section>
  );
}

function Search() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [text, setText] = useState(q);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setParams({ q: text.trim() });
  };
  return (
    <>
      <form role="search" className="row" onSubmit={submit}>
        <label className="form-field">
          <span>{T.searchLabel}</span>
          <input type="search" name="q" value={text} minLength={OPS_SEARCH_MIN} maxLength={OPS_SEARCH_MAX} required onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="btn">
          {T.search}
        </button>
      </form>
      {q.length >= OPS_SEARCH_MIN && <Results q={q} page={page} />}
    </>
  );
}

/** Finding an account by the start of its name, email or username, or its id. */
export default function OpsUsersPage() {
  return <OpsFrame title={T.title}>{() => <Search />}</OpsFrame>;
}
