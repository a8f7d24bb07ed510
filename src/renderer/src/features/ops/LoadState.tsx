import type { Query } from '#api/use-query';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';

/** A console load still under way or failed: the server's own message (a refusal says which role is missing), then Try again. */
export function LoadState<T>({ query }: { query: Query<T> }) {
  if (query.error) {
    return (
      <p role="alert" className="text-error">
        {query.error.message || OPS_TEXTS.loadFailed}{' '}
        <button type="button" className="btn-link" onClick={query.retry}>
          {OPS_TEXTS.retry}
        </button>
      </p>
    );
  }
  if (query.status === 'loading' && query.data === undefined) return <p role="status">{OPS_TEXTS.loading}</p>;
  return null;
}
