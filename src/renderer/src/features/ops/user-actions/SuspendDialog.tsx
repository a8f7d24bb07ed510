import { useId, useState } from 'react';
import { call } from '#api/client';
import type { Booking } from '#shared/contract/http/bookings';
import { OPS_ACCOUNT_FIELD_MESSAGES, suspendBodySchema } from '#shared/domain/ops-account-actions';
import { OPS_ACCOUNT_TEXTS } from '#shared/domain/ops-account-actions-texts';
import { ActionDialog, FieldError } from './ActionDialog';
import { fieldErrorsOf } from './field-errors';

const T = OPS_ACCOUNT_TEXTS.suspend;

/** A `datetime-local` value read as UTC (the console writes every time in UTC); empty stays empty. */
const utcOf = (local: string) => (local === '' ? '' : `${local}${local.length === 16 ? ':00' : ''}Z`);

/**
 * Suspending: until a time (UTC) or until lifted by hand, the account's active bookings to keep
 * (none by default: every other one is cancelled and refunded), and the reason.
 */
export function SuspendDialog({
  userId,
  active,
  onClose,
  onDone,
}: {
  userId: string;
  /** The account's requested and accepted bookings, as buyer or expert. */
  active: readonly Booking[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [indefinite, setIndefinite] = useState(true);
  const [until, setUntil] = useState('');
  const [keep, setKeep] = useState<readonly string[]>([]);
  const bodyOf = (reason: string) => ({ reason, until: indefinite ? null : utcOf(until), keepBookings: [...keep] });

  const check = (reason: string) => {
    const found = fieldErrorsOf(suspendBodySchema.safeParse(bodyOf(reason)));
    const end = bodyOf(reason).until;
    if (!found.until && end !== null && Date.parse(end) <= Date.now()) found.until = OPS_ACCOUNT_FIELD_MESSAGES.untilPast;
    return found;
  };
  const toggle = (bookingId: string) => setKeep((k) => (k.includes(bookingId) ? k.filter((x) => x !== bookingId) : [...k, bookingId]));

  return (
    <ActionDialog
      texts={T}
      onClose={onClose}
      check={check}
      send={(reason) => call('opsUserSuspend', { params: { userId }, body: bodyOf(reason) })}
      onDone={onDone}
    >
      {(errors, errorId) => (
        <>
          <label className="row">
            <input type="checkbox" name="indefinite" checked={indefinite} onChange={(e) => setIndefinite(e.target.checked)} />
            <span>{T.indefinitely}</span>
          </label>
          {!indefinite && (
            <label className="form-field">
              <span>{T.until}</span>
              <input
                type="datetime-local"
                name="until"
                value={until}
                onChange={(e) => setUntil(e.target.value)}
                aria-invalid={errors.until ? true : undefined}
                aria-describedby={errorId('until')}
              />
              <FieldError id={errorId('until')} message={errors.until} />
            </label>
          )}
          <fieldset aria-describedby={errorId('keepBookings')}>
            <legend>{T.keep}</legend>
            {active.length === 0 && <p id={`${id}-none`}>{T.noActive}</p>}
            {active.map((b) => (
              <label key={b.id} className="row">
                <input type="checkbox" name="keepBookings" value={b.id} checked={keep.includes(b.id)} onChange={() => toggle(b.id)} />
                <span>
                  {b.gigTitle} ({b.stage}, {b.scheduledAt ?? b.createdAt})
                </span>
              </label>
            ))}
            <FieldError id={errorId('keepBookings')} message={errors.keepBookings} />
          </fieldset>
        </>
      )}
    </ActionDialog>
  );
}
