import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languages, skillByName, skills, softwareByName, softwares } from '#shared/catalog/index';
import {
  REQUEST_SESSION_TIMES,
  REQUEST_WINDOWS_MAX,
  createRequestBodySchema,
  requestPath,
} from '#shared/domain/requests';
import { call } from '#api/client';
import { useAction } from '#api/use-action';
import { Page } from '#ui/Page';
import { useCatalogNames } from '#i18n/catalog-names';
import { useDurations } from '#i18n/durations';
import { useOnDemandMessages } from '#i18n/on-demand-messages';
import { RequireSignIn } from '#app/guards/RequireSignIn';
import { deviceTimeZone } from '#features/bookings/time';
import { refusalText } from '../refusal';
import { Field } from '../Field';
import { CreditsField } from '../CreditsField';
import { AttachmentsField, type Attachment } from '../AttachmentsField';
import '#ui/forms.css';
import '../requests.css';

interface WindowDraft {
  start: string;
  end: string;
}

/** A `datetime-local` value ("2026-03-02T14:30", the device's wall time) as an ISO instant; '' stays ''. */
const instantOf = (local: string): string => (local ? new Date(local).toISOString() : '');

function RequestForm() {
  const { t } = useTranslation(['bookings']);
  const localize = useOnDemandMessages('request-rules');
  const names = useCatalogNames();
  const durations = useDurations();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const [title, setTitle] = useState(keyword);
  const [description, setDescription] = useState('');
  const [software, setSoftware] = useState(softwareByName(keyword)?.name ?? '');
  const [skill, setSkill] = useState(skillByName(keyword)?.name ?? '');
  const [sessionTime, setSessionTime] = useState('1 hr');
  const [budgetMin, setBudgetMin] = useState('10');
  const [budgetMax, setBudgetMax] = useState('60');
  const [windows, setWindows] = useState<WindowDraft[]>([{ start: '', end: '' }]);
  const [language, setLanguage] = useState('English');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const zone = deviceTimeZone();

  const send = useAction(
    async (body: ReturnType<typeof createRequestBodySchema.parse>) => {
      const res = await call('requestsCreate', { body });
      await navigate(requestPath(res.request.id));
    },
    { errorOf: refusalText },
  );

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = createRequestBodySchema.safeParse({
      title,
      description,
      software: software || null,
      skill: skill || null,
      sessionTime,
      budgetMin: Number(budgetMin),
      budgetMax: Number(budgetMax),
      windows: windows.map((w) => ({ start: instantOf(w.start), end: instantOf(w.end) })),
      timeZone: zone,
      language,
      attachments: attachments.map((a) => a.key),
    });
    if (!parsed.success) {
      send.setError(localize(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    void send.run(parsed.data);
  };

  const setWindow = (i: number, change: Partial<WindowDraft>) =>
    setWindows(windows.map((w, j) => (j === i ? { ...w, ...change } : w)));

  return (
    <form className="rq-form" onSubmit={submit} noValidate>
      <label>
        {t('bookings:rq.field.title')}
        <input value={title} onChange={(e) => setTitle(e.target.value)} dir="auto" required />
      </label>
      <label>
        {t('bookings:rq.field.description')}
        <textarea
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={6}
          dir="auto"
          required
        />
      </label>
      <AttachmentsField value={attachments} onChange={setAttachments} />
      <div className="rq-pair">
        <Field label={t('bookings:rq.field.software')}>
          {(id) => (
            <select id={id} value={software} onChange={(e) => setSoftware(e.target.value)}>
              <option value="">{t('bookings:rq.field.none')}</option>
              {softwares.map((s) => (
                <option key={s.name} value={s.name}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('bookings:rq.field.skill')}>
          {(id) => (
            <select id={id} value={skill} onChange={(e) => setSkill(e.target.value)}>
              <option value="">{t('bookings:rq.field.none')}</option>
              {skills.map((s) => (
                <option key={s.name} value={s.name}>
                  {names.name(s.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="rq-pair">
        <Field label={t('bookings:rq.field.sessionTime')}>
          {(id) => (
            <select id={id} value={sessionTime} onChange={(e) => setSessionTime(e.target.value)}>
              {REQUEST_SESSION_TIMES.map((s) => (
                <option key={s} value={s}>
                  {durations.duration(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('bookings:rq.field.language')}>
          {(id) => (
            <select id={id} value={language} onChange={(e) => setLanguage(e.target.value)}>
              {languages.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="rq-pair">
        <CreditsField label={t('bookings:rq.field.budgetMin')} value={budgetMin} onChange={setBudgetMin} min={1} />
        <CreditsField label={t('bookings:rq.field.budgetMax')} value={budgetMax} onChange={setBudgetMax} min={1} />
      </div>
      <fieldset className="rq-times">
        <legend>{t('bookings:rq.field.windows')}</legend>
        <p className="text-muted">{t('bookings:rq.field.windowsHint', { zone })}</p>
        {windows.map((w, i) => (
          <div key={i} className="rq-window">
            <label>
              {t('bookings:rq.field.from')}
              <input
                type="datetime-local"
                value={w.start}
                onChange={(e) => setWindow(i, { start: e.target.value })}
                data-testid={`window-start-${i}`}
              />
            </label>
            <label>
              {t('bookings:rq.field.to')}
              <input
                type="datetime-local"
                value={w.end}
                onChange={(e) => setWindow(i, { end: e.target.value })}
                data-testid={`window-end-${i}`}
              />
            </label>
            {windows.length > 1 && (
              <button
                type="button"
                className="btn-link"
                onClick={() => setWindows(windows.filter((_, j) => j !== i))}
              >
                {t('bookings:rq.field.removeWindow', { n: i + 1 })}
              </button>
            )}
          </div>
        ))}
        {windows.length < REQUEST_WINDOWS_MAX && (
          <button
            type="button"
            className="btn-link"
            onClick={() => setWindows([...windows, { start: '', end: '' }])}
          >
            {t('bookings:rq.field.addWindow')}
          </button>
        )}
      </fieldset>
      {send.error && (
        <p className="text-error" role="alert">
          {send.error}
        </p>
      )}
      <button type="submit" className="btn" disabled={send.busy}>
        {send.busy ? t('bookings:rq.sending') : t('bookings:rq.send')}
      </button>
    </form>
  );
}

/** /requests/new: the request form (a keyword from search fills the title, and the software or skill it names). */
export default function NewRequestPage() {
  const { t } = useTranslation(['bookings']);
  return (
    <RequireSignIn title={t('bookings:rq.newTitle')}>
      <Page title={t('bookings:rq.newTitle')} className="page page-stack">
        <p>{t('bookings:rq.listIntro')}</p>
        <p>
          <Link to="/requests">{t('bookings:rq.listTitle')}</Link>
        </p>
        <RequestForm />
      </Page>
    </RequireSignIn>
  );
}
