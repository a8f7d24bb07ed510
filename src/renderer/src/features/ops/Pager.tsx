/** A console list's page buttons: the previous page after the first, the next while there is more. */
export function Pager({ page, hasMore, onPage, labels }: { page: number; hasMore: boolean; onPage: (page: number) => void; labels: { previous: string; next: string } }) {
  return (
    <div className="row">
      {page > 1 && (
        <button type="button" className="btn is-secondary" onClick={() => onPage(page - 1)}>
          {labels.previous}
        </button>
      )}
      {hasMore && (
        <button type="button" className="btn is-secondary" onClick={() => onPage(page + 1)}>
          {labels.next}
        </button>
      )}
    </div>
  );
}
