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

const interactive = () => vi.waitFor(() => expect(document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE)).toBe(true));

describe('what was typed before the client took the page over (issue 25)', () => {
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
});
