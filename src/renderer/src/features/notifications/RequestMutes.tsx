import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestMute } from '#shared/contract/http/requests';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { useCatalogNames } from '#i18n/catalog-names';

/**
 * An expert's request notices per software and skill: each of theirs told (checked) or muted. A muted
 * topic's requests still reach "Requests for you"; only the bell, the email and the desktop's
 * notification are held back.
 */
export function RequestMutes({ onSaved }: { onSaved: (ok: boolean) => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const names = useCatalogNames();
  const query = useQuery('requestsMutes', (signal) => call('requestsMutes', { signal }));
  const [saving, setSaving] = useState<string | null>(null);
  const { data, error, retry, set } = query;

  const change = async (topic: RequestMute, told: boolean, current: RequestMute[]) => {
    const id = `${topic.kind}:${topic.topic}`;
    setSaving(id);
    set({ topics: current.map((x) => (x.kind === topic.kind && x.topic === topic.topic ? { ...x, muted: !told } : x)) });
    try {
      set(await call('requestsMuteSet', { body: { kind: topic.kind, topic: topic.topic, muted: !told } }));
      onSaved(true);
    } catch {
      set({ topics: current });
      onSaved(false);
    } finally {
      setSaving(null);
    }
  };

  return (
    <fieldset className="section">
      <legend>{t('notifications:requestMutesHeading')}</legend>
      <p>{t('notifications:requestMutesIntro')}</p>
      {error && <RetryAlert message={t('notifications:settingsLoadFailed')} onRetry={retry} className="text-error" buttonClassName="btn-link" />}
      {!data && !error && <p role="status">{t('common:loading')}</p>}
      {data?.topics.map((topic) => {
        const id = `${topic.kind}:${topic.topic}`;
        const shown = topic.kind === 'skill' ? names.name(topic.topic) : topic.topic;
        return (
          <p key={id}>
            <label>
              <input type="checkbox" checked={!topic.muted} disabled={saving === id} onChange={(e) => void change(topic, e.target.checked, data.topics)} />{' '}
              {t('notifications:requestMuteTopic', { topic: shown })}
            </label>
          </p>
        );
      })}
    </fieldset>
  );
}
