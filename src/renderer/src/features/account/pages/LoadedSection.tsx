import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '#ui/LoadFailed';

interface LoadedSectionProps {
  id: string;
  title: string;
  intro: string;
  /** What the section says when its data did not load. */
  loadFailed: string;
  query: { data: unknown; error: unknown; retry: () => void };
  children: ReactNode;
}

/** A settings section over data it loads: its heading and intro, the failure with a retry, the loading line, then what it shows. */
export function LoadedSection({ id, title, intro, loadFailed, query, children }: LoadedSectionProps) {
  const { t } = useTranslation(['common']);
  const { data, error, retry } = query;
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      {Boolean(error) && <RetryAlert message={loadFailed} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {children}
    </section>
  );
}
