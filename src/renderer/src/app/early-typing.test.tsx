// @vitest-environment happy-dom
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_GLOBAL, INTERACTIVE_ATTRIBUTE } from '#shared/domain/page-data';
import { Interactive } from './interactive';

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  window[EARLY_CLICKS_GLOBAL] = undefined;
});

/** A search form as the header's: a controlled box and a sort choice, sent with the button. */
function SearchForm({ onSearch }: { onSearch: (text: string, sort: string) => void }) {
  const [text, setText] = useState('');
  const [sort, setSort] = useState('relevance');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text, sort);
      }}
    >
      <input aria-label="Search" value={text} onChange={(e) => setText(e.target.value)} />
      <select aria-label="Sort" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="relevance">Relevance</option>
        <option value="price">Price</option>
      </select>
      <output>{text}</output>
      <button type="submit">Go</button>
    </form>
  );
}

/** The server's markup of the form in the page's #root. */
function serverPage(): HTMLElement {
  const el = document.createElement('div');
  el.id = 'root';
  el.innerHTML = renderToString(<SearchForm onSearch={() => undefined} />);
  document.body.append(el);
  return el;
}

/** The server's markup, changed by the visitor (typed, chosen, Enter kept) before the client hydrates it. */
function serverPageChangedEarly() {
  const el = serverPage();
  const input = el.querySelector('input') as HTMLInputElement;
  const select = el.querySelector('select') as HTMLSelectElement;
  const button = el.querySelector('button') as HTMLButtonElement;
  input.value = 'figma';
  select.value = 'price';
  window[EARLY_CLICKS_GLOBAL] = [button];
  return { el, input };
}

/** Hydrates as the browser build does, outside act: React applies the replay as it would in a page. */
const hydrate = (el: HTMLElement, onSearch: (text: string, sort: string) => void) => {
  root = hydrateRoot(
    el,
    <Interactive>
      <SearchForm onSearch={onSearch} />
    </Interactive>,
  );
};

/** Waits a task, without timers (faked in one test). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

const interactive = () => vi.waitFor(() => expect(document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)).toBe(true));

describe('what was typed before the client took the page over', () => {
  it('reaches the component before the kept submit is replayed', async () => {
    const onSearch = vi.fn();
    const { el, input } = serverPageChangedEarly();
    hydrate(el, onSearch);
    await interactive();
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('figma', 'price');
    expect(el.querySelector('output')?.textContent).toBe('figma');
    expect(input.value).toBe('figma');
  });

  it('leaves fields nobody changed alone', async () => {
    const el = serverPage();
    const onChange = vi.fn();
    el.addEventListener('input', onChange);
    el.addEventListener('change', onChange);
    hydrate(el, () => undefined);
    await interactive();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps what was chosen early when the visitor types once the page is live, before it is marked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const onSearch = vi.fn();
      const { el, input } = serverPageChangedEarly();
      window[EARLY_CLICKS_GLOBAL] = [];
      hydrate(el, onSearch);
      // The hydrated tree is committed once the page's marking task is set (React's scheduler does not use timers).
      for (let turn = 0; turn < 1000 && vi.getTimerCount() === 0; turn++) await nextTask();
      expect(vi.getTimerCount()).toBe(1);
      // The visitor types on: React handles it and renders the form again, which sets the select back to its state.
      // As a browser does, past the value tracker React keeps on the element.
      Reflect.set(HTMLInputElement.prototype, 'value', 'figma plugins', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      expect(el.querySelector('output')?.textContent).toBe('figma plugins');
      expect(el.querySelector('select')?.value).toBe('relevance');
      vi.runOnlyPendingTimers();
      expect(el.querySelector('select')?.value).toBe('price');
      (el.querySelector('button') as HTMLButtonElement).click();
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('figma plugins', 'price');
      expect(input.value).toBe('figma plugins');
    } finally {
      vi.useRealTimers();
    }
  });
});
