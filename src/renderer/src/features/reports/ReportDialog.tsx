import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import type { FullKey } from '#i18n/namespaces';
import { Modal } from '#ui/Modal';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '#shared/domain/messages';
import type { ReportReason } from '#shared/domain/reports';
import type { ReportTarget } from './report-target';
import './reports.css';

const REASON_LABELS: Record<ReportReason, FullKey<'conversations'>> = {
  spam: 'conversations:reason.spam',
  harassment: 'conversations:reason.harassment',
  'off-platform': 'conversations:reason.off-platform',
  scam: 'conversations:reason.scam',
  other: 'conversations:reason.other',
};

/**
 * The report dialog of every kind of content: the reason (a fixed list), optional details, Send; then
 * the team's thank-you in place of the form. The server's refusals (the daily limit, already
 * reported, one's own content) show in the interface language.
 */
export default function ReportDialog({ target, title, onClose }: { target: ReportTarget; title: string; onClose: () => void }) {
  const { t } = useTranslation(['conversations']);
  const localize = useOnDemandMessages('reports');
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const send = useAction(async () => {
    const text = details.trim();
    return call('reportsCreate', { body: { kind: target.kind, id: target.id, reason, ...(text ? { details: text } : {}) } });
  });
  const submit = async (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const done = await send.run();
    if (done) setSent(localize(done.message));
  };

  return (
    <Modal open onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('conversations:reportClose')}>
      <h2 id={`${id}-title`}>{title}</h2>
      {sent ? (
        <div className="page-stack">
          <p role="status" data-testid="report-sent">
            {sent}
          </p>
          <button type="button" className="btn" onClick={onClose} data-autofocus>
            {t('conversations:reportClose')}
          </button>
        </div>
      ) : (
        <form className="report-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={`${id}-reason`}>{t('conversations:reportReason')}</label>
          <select id={`${id}-reason`} value={reason} data-autofocus onChange={(e) => setReason(REPORT_REASONS.find((r) => r === e.target.value) ?? 'other')}>
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(REASON_LABELS[r])}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-details`}>{t('conversations:reportDetails')}</label>
          <textarea id={`${id}-details`} rows={3} maxLength={REPORT_DETAILS_MAX} value={details} onChange={(e) => setDetails(e.target.value)} />
          {send.error && (
            <p className="text-error" role="alert">
              {localize(send.error)}
            </p>
          )}
          <div className="report-actions">
            <button type="button" className="btn" onClick={onClose}>
              {t('conversations:cancel')}
            </button>
            <button type="submit" className="btn" disabled={send.busy}>
              {send.busy ? t('conversations:reportSending') : t('conversations:reportSend')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
