// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n/i18n';
import type * as client from '#api/client';
import type { OpsUserPage } from '#shared/contract/http/ops';
import { OPS_ACCOUNT_FIELD_MESSAGES } from '#shared/domain/ops-account-actions';
import { OPS_ACCOUNT_TEXTS } from '#shared/domain/ops-account-actions-texts';
import { OPERATOR_REASON_REQUIRED_MESSAGE, type OperatorRole } from '#shared/domain/operator-roles';
import { SECOND_FACTOR_REQUIRED_CODE } from '#shared/domain/second-factor';
import { UserActions } from './UserActions';

const calls = vi.hoisted(() => ({ sent: [] as unknown[], refuseFirst: false }));
vi.mock('#api/client', async (importOriginal) => {
  const original = await importOriginal<typeof client>();
  return {
    ...original,
    call: (name: string, options: { body?: unknown }) => {
      calls.sent.push([name, options.body]);
      if (calls.refuseFirst) {
        calls.refuseFirst = false;
        return Promise.reject(new original.ApiError(403, SECOND_FACTOR_REQUIRED_CODE, 'Confirm it is you first.'));
      }
      return Promise.resolve({ message: `${name} done` });
    },
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(async () => {
  await i18n.loadNamespaces(['account', 'common']);
});

const page = (account: Partial<OpsUserPage['account']> = {}): OpsUserPage => ({
  account: {
    id: 'u-1',
    name: 'Tessa Target',
    username: 'tessa',
    email: 'tessa@example.com',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    suspendedAt: null,
    deletedAt: null,
    expertUserName: null,
    ...account,
  },
  roles: [],
  expertProfile: null,
  gigs: [],
  bookingsAsBuyer: [],
  bookingsAsExpert: [],
  sessions: [],
  devices: [],
  private: null,
});

let root: Root | null = null;
function render(data: OpsUserPage, roles: OperatorRole[], onChanged = () => undefined) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <MemoryRouter>
        <UserActions page={data} roles={roles} onChanged={onChanged} />
      </MemoryRouter>,
    ),
  );
  return document.body;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  calls.sent = [];
  calls.refuseFirst = false;
});

const buttons = (body: HTMLElement) => [...body.querySelectorAll<HTMLButtonElement>('[data-testid=ops-action]')].map((b) => b.textContent);
const press = async (body: HTMLElement, label: string) => {
  const button = [...body.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === label);
  if (!button) throw new Error(`no button ${label}`);
  await act(async () => button.click());
};
const type = (field: HTMLTextAreaElement | HTMLInputElement, value: string) => {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};
const field = (body: HTMLElement, selector: string): HTMLElement => {
  const found = body.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const input = (body: HTMLElement, name: string): HTMLInputElement => {
  const found = field(body, `input[name=${name}]`);
  if (!(found instanceof HTMLInputElement)) throw new Error(`${name} is no input`);
  return found;
};
const reasonOf = (body: HTMLElement): HTMLTextAreaElement => {
  const found = field(body, 'textarea[name=reason]');
  if (!(found instanceof HTMLTextAreaElement)) throw new Error('no reason field');
  return found;
};

describe('UserActions', () => {
  it('offers each role only what it may do, and nothing to a role that reads', () => {
    expect(buttons(render(page(), ['viewer']))).toEqual([]);
    expect(document.body.querySelector('section')).toBeNull();
    act(() => root?.unmount());
    expect(buttons(render(page(), ['trust']))).toEqual([OPS_ACCOUNT_TEXTS.suspend.button]);
    act(() => root?.unmount());
    expect(buttons(render(page({ suspendedAt: '2026-02-01T00:00:00.000Z', emailVerified: false }), ['trust', 'support']))).toEqual([
      OPS_ACCOUNT_TEXTS.lift.button,
      OPS_ACCOUNT_TEXTS.signOut.button,
      OPS_ACCOUNT_TEXTS.verifyEmail.button,
      OPS_ACCOUNT_TEXTS.delete.button,
    ]);
  });

  it("refuses a missing reason and a past end under their fields, without calling the server, then sends the server's body", async () => {
    const changed = vi.fn();
    const body = render(page(), ['trust'], changed);
    await press(body, OPS_ACCOUNT_TEXTS.suspend.button);
    const dialog = field(body, '[role=dialog]');
    expect(field(body, `#${CSS.escape(dialog.getAttribute('aria-labelledby') ?? '')}`).textContent).toBe(OPS_ACCOUNT_TEXTS.suspend.title);
    const indefinite = input(body, 'indefinite');
    await act(async () => indefinite.click());
    act(() => type(input(body, 'until'), '2020-01-01T10:00'));
    await press(body, OPS_ACCOUNT_TEXTS.suspend.submit);
    const reason = reasonOf(body);
    expect(field(body, `#${CSS.escape(reason.getAttribute('aria-describedby') ?? '')}`).textContent).toBe(OPERATOR_REASON_REQUIRED_MESSAGE);
    expect(field(body, 'input[name=until]').getAttribute('aria-invalid')).toBe('true');
    expect(body.textContent).toContain(OPS_ACCOUNT_FIELD_MESSAGES.untilPast);
    expect(calls.sent).toEqual([]);

    act(() => type(input(body, 'until'), '2999-01-01T10:00'));
    act(() => type(reason, 'Took payments outside the platform'));
    await press(body, OPS_ACCOUNT_TEXTS.suspend.submit);
    expect(calls.sent).toEqual([
      ['opsUserSuspend', { reason: 'Took payments outside the platform', until: '2999-01-01T10:00:00Z', keepBookings: [] }],
    ]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(body.querySelector('[role=dialog]')).toBeNull();
    expect(field(body, '[role=status]').textContent).toBe('opsUserSuspend done');
  });

  it('asks for a code when the session needs one, keeping the action open behind it', async () => {
    calls.refuseFirst = true;
    const body = render(page(), ['support']);
    await press(body, OPS_ACCOUNT_TEXTS.signOut.button);
    act(() => type(reasonOf(body), 'Owner lost a phone'));
    await press(body, OPS_ACCOUNT_TEXTS.signOut.submit);
    expect(body.querySelectorAll('[role=dialog]')).toHaveLength(2);
    expect(body.querySelector('input[name=code]')).not.toBeNull();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await act(async () => undefined);
    // The code's dialog closed; the action's stays, with the server's refusal.
    expect(body.querySelectorAll('[role=dialog]')).toHaveLength(1);
    expect(field(body, '[role=alert]').textContent).toContain('Confirm it is you first.');
    expect(calls.sent).toEqual([['opsUserSignOut', { reason: 'Owner lost a phone' }]]);
  });
});
