import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/** What a failed load tells: the API client's errors carry both (status 0: no answer). */
export interface LoadError {
  message: string;
  status: number;
}

/** A failure line in a page or a block: what failed, then Try again. */
export function RetryAlert({
  message,
  onRetry,
  className,
  buttonClassName,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
  buttonClassName?: string;
}) {
  const { t } = useTranslation(['common']);
  return (
    <p className={className} role="alert">
      {message}{' '}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {t('common:retry')}
      </button>
    </p>
  );
}

/**
 * A whole page whose data could not be loaded, headed by the error's message: a 404 says what is
 * missing and links back; any other failure offers Try again.
 */
export function LoadFailedPage({
  error,
  notFoundText,
  back,
  onRetry,
  className = 'page',
  buttonClassName,
}: {
  error: LoadError;
  notFoundText: string;
  back: { to: string; label: string };
  onRetry: () => void;
  className?: string;
  buttonClassName?: string;
}) {
  const { t } = useTranslation(['common']);
  const missing = error.status === 404;
  return (
    <section className={className} aria-labelledby="page-title">
      <h1 id="page-title">{error.message}</h1>
      {missing ? <p>{notFoundText}</p> : null}
      {missing ? (
        <Link to={back.to}>{back.label}</Link>
      ) : (
        <button type="button" className={buttonClassName} onClick={onRetry}>
          {t('common:retry')}
        </button>
      )}
    </section>
  );
}

/** A whole page that waits for its data. */
export function LoadingPage({ label }: { label: string }) {
  return (
    <section className="page page-loading" aria-busy="true" aria-label={label}>
      <Spinner size={28} />
    </section>
  );
}
