// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n/i18n';
import type * as client from '#api/client';
import { ApiError } from '#api/client';
import { REPORT_TEXTS } from '#shared/domain/reports';
import ReportDialog from './ReportDialog';

const calls = vi.hoisted(() => ({ sent: [] as unknown[], answer: null as Error | null }));
vi.mock('#api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof client>()),
  call: (name: string, options: { body: unknown }) => {
    calls.sent.push([name, options.body]);
    return calls.answer ? Promise.reject(calls.answer) : Promise.resolve({ message: 'Thank you. Our team will look at this report.' });
  },
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(async () => {
  await i18n.loadNamespaces(['conversations', 'common']);
});

let root: Root | null = null;
function render() {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<ReportDialog target={{ kind: 'gig', id: 'gig-1' }} title='Report the gig "Crypto tips"' onClose={() => undefined} />));
  return document.body;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  calls.sent = [];
  calls.answer = null;
});

const labelOf = (page: HTMLElement, el: Element | null) => page.querySelector(`label[for="${CSS.escape(el?.id ?? '')}"]`)?.textContent;

describe('ReportDialog', () => {
  it('is a dialog named by its title, with a labelled reason list (focused) and details field', () => {
    const page = render();
    const dialog = page.querySelector('[role=dialog]');
    expect(page.querySelector(`#${CSS.escape(dialog?.getAttribute('aria-labelledby') ?? '')}`)?.textContent).toBe('Report the gig "Crypto tips"');
    const select = page.querySelector('select');
    expect(labelOf(page, select)).toBe('Reason');
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toContain('Scam or fraud');
    expect(labelOf(page, page.querySelector('textarea'))).toBe('Details (optional)');
    expect(document.activeElement).toBe(select);
  });

  it('sends the reason and the trimmed details, then shows the thank-you in place of the form', async () => {
    const page = render();
    const select = page.querySelector('select');
    const textarea = page.querySelector('textarea');
    if (!select || !textarea) throw new Error('no form');
    act(() => {
      select.value = 'scam';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, '  Wants money first  ');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => page.querySelector<HTMLButtonElement>('button[type=submit]')?.click());
    expect(calls.sent).toEqual([['reportsCreate', { kind: 'gig', id: 'gig-1', reason: 'scam', details: 'Wants money first' }]]);
    expect(page.querySelector('[role=status]')?.textContent).toBe('Thank you. Our team will look at this report.');
    expect(page.querySelector('form')).toBeNull();
  });

  it("shows the server's refusal as an alert and keeps the form", async () => {
    calls.answer = new ApiError(409, 'REPORT_OPEN', REPORT_TEXTS.alreadyOpen);
    const page = render();
    await act(async () => page.querySelector<HTMLButtonElement>('button[type=submit]')?.click());
    expect(page.querySelector('[role=alert]')?.textContent).toBe(REPORT_TEXTS.alreadyOpen);
    expect(page.querySelector('form')).not.toBeNull();
  });
});
