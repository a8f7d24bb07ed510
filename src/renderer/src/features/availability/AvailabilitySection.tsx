import { useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { WEEKDAY_LABELS, availabilitySchema, type Availability, type Weekday } from '#shared/domain/availability';
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
import { AVAILABILITY_TEXTS as T } from './texts';
import '#features/bookings/bookings.css';
import './availability.css';

/** Where a problem is, as the expert reads it: "Monday: A range must end after it starts". */
function problemText(issue: z.core.$ZodIssue): string {
  const [head, day] = issue.path;
  if (head === 'weekly' && typeof day === 'string' && day in WEEKDAY_LABELS) return `${WEEKDAY_LABELS[day as Weekday]}: ${issue.message}`;
  if (head === 'datesOff') return `${T.datesOff}: ${issue.message}`;
  if (head === 'extraDates') return `${T.extraDates}: ${issue.message}`;
  return issue.message;
}

/** A server refusal with the first field's message after its own. */
const refusalText = (err: unknown): string => {
  if (!(err instanceof ApiError)) return err instanceof Error ? err.message : String(err);
  const [first] = Object.values(err.fields);
  return first && first !== err.message ? `${err.message} ${first}` : err.message;
};

function Editor({ initial, saved, onSaved }: { initial: Availability; saved: boolean; onSaved: (a: Availability) => void }) {
  const [draft, setDraft] = useState(initial);
  const save = useAction(
    async (a: Availability) => {
      const res = await call('availabilityPut', { body: a });
      onSaved(res.availability);
      toast.success(T.saved);
    },
    { errorOf: refusalText },
  );
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const parsed = availabilitySchema.safeParse(draft);
    if (!parsed.success) {
      save.setError(parsed.error.issues.map(problemText)[0] ?? null);
      return;
    }
    void save.run(parsed.data);
  };
  const { weekly, datesOff, extraDates, ...rules } = draft;
  return (
    <form className="av-form" onSubmit={submit} noValidate>
      {!saved && <p className="av-note">{T.notSaved}</p>}
      <WeeklyHours weekly={weekly} onChange={(w) => setDraft({ ...draft, weekly: w })} />
      <DateLists value={{ datesOff, extraDates }} onChange={(d) => setDraft({ ...draft, ...d })} />
      <RuleFields value={rules} onChange={(r) => setDraft({ ...draft, ...r })} />
      {save.error && (
        <p className="bk-error" role="alert">
          {save.error}
        </p>
      )}
      <button type="submit" className="bk-button" disabled={save.busy}>
        {save.busy ? T.saving : T.save}
      </button>
    </form>
  );
}

/**
 * The expert dashboard's Availability (issue 27): weekly hours in the expert's zone, dates off and
 * extra dates, minimum notice, buffer, daily cap and how far ahead buyers may book; and the
 * calendar feed of their accepted sessions.
 */
export function AvailabilitySection() {
  const query = useQuery('availabilityGet', (signal) => call('availabilityGet', { query: { timeZone: deviceTimeZone() }, signal }));
  return (
    <>
      <section className="dash-card" aria-labelledby="av-title">
        <h2 id="av-title">{T.title}</h2>
        <p className="bk-muted">{T.intro}</p>
        {query.status === 'error' && <RetryAlert message={query.error.message} onRetry={query.retry} className="bk-error" buttonClassName="bk-link-button" />}
        {!query.data && query.status === 'loading' && <p role="status">{T.working}</p>}
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
