import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const FILE_NAME = 'qurious-recovery-codes.txt';

/** The recovery codes, shown this once after two-step sign-in is turned on: copy or download them, then done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation(['account']);
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const text = `${t('account:recoveryFileHeading')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(t('account:recoveryCopied'));
    } catch {
      setCopied(t('account:recoveryCopyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = FILE_NAME;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="two-step-recovery" aria-labelledby={`${id}-heading`} role="group">
      <h3 id={`${id}-heading`}>{t('account:recoveryHeading')}</h3>
      <p className="two-step-warning" id={`${id}-warning`}>
        <strong>{t('account:recoveryWarning')}</strong>
      </p>
      <ol className="two-step-codes" aria-describedby={`${id}-warning`} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-delete-actions two-step-actions">
        <button type="button" className="btn is-secondary" onClick={() => void copy()}>
          {t('account:recoveryCopy')}
        </button>
        <button type="button" className="btn is-secondary" onClick={download}>
          {t('account:recoveryDownload')}
        </button>
        <button type="button" className="btn is-secondary" onClick={onDone}>
          {t('account:recoveryDone')}
        </button>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}
