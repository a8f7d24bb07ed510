// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n/i18n';
import type * as client from '#api/client';
import { ApiError } from '#api/client';
import { SECOND_FACTOR_REQUIRED_CODE } from '#shared/domain/second-factor';
import { needsStepUp, StepUpDialog } from './StepUpDialog';

const calls = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock('#api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof client>()),
  call: (name: string, options: { body: unknown }) => {
    calls.sent.push([name, options.body]);
    return Promise.resolve({ message: 'Code accepted.', passedAt: '2026-03-01T10:00:00.000Z' });
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(async () => {
  await i18n.loadNamespaces(['account', 'common']);
});

let root: Root | null = null;
function render(onCancel = () => undefined, onPassed = (_at: string) => undefined) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<StepUpDialog open onCancel={onCancel} onPassed={onPassed} />));
  return document.body;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  calls.sent = [];
});

const type = (input: HTMLInputElement, value: string) => {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  descriptor?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('StepUpDialog', () => {
  it('is a dialog named by its heading, with a labelled code field that has the focus', () => {
    const page = render();
    const dialog = page.querySelector('[role=dialog]');
    const heading = page.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-labelledby') ?? '')}`);
    expect(heading?.textContent).toBe('Confirm it is you');
    const input = page.querySelector<HTMLInputElement>('input[name=code]');
    expect(page.querySelector(`label[for="${CSS.escape(input?.id ?? '')}"]`)?.textContent).toBe('Code from the app, or a recovery code');
    expect(input?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(input);
  });

  it('says what is wrong with a malformed code without calling the server, and sends a right-looking one', async () => {
    let passed = '';
    const page = render(undefined, (at) => {
      passed = at;
    });
    const input = page.querySelector<HTMLInputElement>('input[name=code]');
    if (!input) throw new Error('no code field');
    act(() => type(input, '12 34'));
    await act(async () => page.querySelector<HTMLButtonElement>('button[type=submit]')?.click());
    expect(page.querySelector('[role=alert]')?.textContent).toContain('6-digit code');
    expect(calls.sent).toEqual([]);
    act(() => type(input, '123 456'));
    await act(async () => page.querySelector<HTMLButtonElement>('button[type=submit]')?.click());
    expect(calls.sent).toEqual([['secondFactorVerify', { code: '123456' }]]);
    expect(passed).toBe('2026-03-01T10:00:00.000Z');
  });

  it('closes on Escape as a cancel', () => {
    const onCancel = vi.fn();
    render(onCancel);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('knows the answer that asks for it', () => {
    expect(needsStepUp(new ApiError(403, SECOND_FACTOR_REQUIRED_CODE, 'x'))).toBe(true);
    expect(needsStepUp(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(needsStepUp(new Error('x'))).toBe(false);
  });
});
