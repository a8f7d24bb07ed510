import { useState, type ReactNode } from 'react';
import { useQuery } from '#api/use-query';
import { DataTable } from './DataTable';
import { LoadState } from './LoadState';
import { Pager } from './Pager';

interface PagedListProps<R> {
  /** The section's heading id, for its aria-labelledby. */
  id: string;
  texts: { list: string; none: string; previous: string; next: string };
  head: readonly string[];
  testId: string;
  /** Loads one page; its answer says whether another follows. */
  load: (page: number, signal: AbortSignal) => Promise<{ rows: readonly R[]; hasMore: boolean }>;
  queryKey: string;
  row: (item: R) => ReactNode;
}

/** A console list, one page at a time: its heading, the table of the page's rows (or the empty text), and the page buttons. */
export function PagedList<R>({ id, texts, head, testId, load, queryKey, row }: PagedListProps<R>) {
  const [page, setPage] = useState(1);
  const list = useQuery([queryKey, page], (signal) => load(page, signal));
  if (!list.data) return <LoadState query={list} />;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{texts.list}</h2>
      {list.data.rows.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <DataTable caption={texts.list} head={head} testId={testId}>
          {list.data.rows.map(row)}
        </DataTable>
      )}
      <Pager page={page} hasMore={list.data.hasMore} onPage={setPage} labels={texts} />
    </section>
  );
}
