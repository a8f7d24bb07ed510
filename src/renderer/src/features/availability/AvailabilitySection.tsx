import { useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { WEEKDAYS, availabilitySchema, type Availability, type Weekday } from '#shared/domain/availability';
import { localizeMessage } from '#i18n/messages';
import { ApiError, call } from '#api/client';
import { useAction } from '#api/use-action';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { toast } from '#ui/toast';
import { deviceTimeZone } from '#features/bookings/time';
import { CalendarFeed } from './CalendarFeed';
import { DateLists } from './DateLists';
import { RuleFields } from './RuleFields';
import { WeeklyHours } from './WeeklyHours';
import { WEEKDAY_KEYS } from './labels';
import '#ui/forms.css';
import './availability.css';

/** Where a problem is, as the expert reads it: "Monday: A range must end after it starts". */
const isWeekday = (day: unknown): day is Weekday => typeof day === 'string' && (WEEKDAYS as readonly string[]).includes(day);
function problemText(t: TFunction<['availability']>, issue: z.core.$ZodIssue): string {
  const [head, day] = issue.path;
  const message = localizeMessage(issue.message);
  if (head === 'weekly' && isWeekday(day)) return t('availability:problemAt', { where: t(WEEKDAY_KEYS[day]), message });
  if (head === 'datesOff') return t('availability:problemAt', { where: t('availability:datesOff'), message });
  if (head === 'extraDates') return t('availability:problemAt', { where: t('availability:extraDates'), message });
  return message;
}

/** A server refusal with the first field's message after its own. */
const refusalText = (err: unknown): string => {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  const [first] = Object.values(err.fields);
  return first && first !== err.message ? `${err.message} ${first}` : err.message;
};

function Editor({ initial, saved, onSaved }: { initial: Availability; saved: boolean; onSaved: (a: Availability) => void }) {
  const { t } = useTranslation(['availability']);
  const [draft, setDraft] = useState(initial);
  const save = useAction(
    async (a: Availability) => {
      const res = await call('availabilityPut', { body: a });
      onSaved(res.availability);
      toast.success(t('availability:saved'));
    },
    { errorOf: refusalText },
  );
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = availabilitySchema.safeParse(draft);
    if (!parsed.success) {
      save.setError(parsed.error.issues.map((issue) => problemText(t, issue))[0] ?? null);
      return;
    }
    void save.run(parsed.data);
  };
  const { weekly, datesOff, extraDates, ...rules } = draft;
  return (
    <form className="av-form" onSubmit={submit} noValidate>
      {!saved && <p className="av-note">{t('availability:notSaved')}</p>}
      <WeeklyHours weekly={weekly} onChange={(w) => setDraft({ ...draft, weekly: w })} />
      <DateLists value={{ datesOff, extraDates }} onChange={(d) => setDraft({ ...draft, ...d })} />
      <RuleFields value={rules} onChange={(r) => setDraft({ ...draft, ...r })} />
      {save.error && (
        <p className="text-error" role="alert">
          {save.error}
        </p>
      )}
      <button type="submit" className="btn" disabled={save.busy}>
        {save.busy ? t('availability:saving') : t('availability:save')}
      </button>
    </form>
  );
}

/**
 * The expert dashboard's Availability: weekly hours in the expert's zone, dates off and
 * extra dates, minimum notice, buffer, daily cap and how far ahead buyers may book; and the
 * calendar feed of their accepted sessions.
 */
export function AvailabilitySection() {
  const { t } = useTranslation(['availability']);
  const query = useQuery('availabilityGet', (signal) => call('availabilityGet', { query: { timeZone: deviceTimeZone() }, signal }));
  return (
    <>
      <section className="dash-card" aria-labelledby="av-title">
        <h2 id="av-title">{t('availability:title')}</h2>
        <p className="text-muted">{t('availability:intro')}</p>
        {query.status === 'error' && <RetryAlert message={query.error.message} onRetry={query.retry} className="text-error" buttonClassName="btn-link" />}
        {!query.data && query.status === 'loading' && <p role="status">{t('availability:working')}</p>}
        {query.data && (
          <Editor
            initial={query.data.availability}
            saved={query.data.saved}
            onSaved={(availability) => query.set({ availability, saved: true })}
          />
        )}
      </section>
      <CalendarFeed />
    </>
  );
}
