import type { ReactNode } from 'react';

/** A console table: its caption for screen readers, a header row, and the rows given; it scrolls sideways when narrow. */
export function DataTable({ caption, head, testId, children }: { caption: string; head: readonly string[]; testId?: string; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table className="data-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th scope="col" key={i}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
