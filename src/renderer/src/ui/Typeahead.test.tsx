// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { matchOptions, Typeahead } from './Typeahead';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NAMES = ['Figma', 'FigJam', 'Blender'];

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A typeahead whose query is `query`, recording what Enter picks. */
function render(query: string, picked: string[], entered: string[]) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <Typeahead
        label="Softwares"
        query={query}
        onQueryChange={() => undefined}
        options={matchOptions(NAMES, query)}
        onPick={(name) => picked.push(name)}
        onEnter={() => entered.push(query)}
      />,
    ),
  );
  const input = container.querySelector('input');
  if (!input) throw new Error('no input');
  return input;
}

const pressEnter = (input: HTMLInputElement) =>
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });

describe('Typeahead', () => {
  it('picks a name typed in full with Enter, though its one suggestion is hidden', () => {
    const picked: string[] = [];
    const entered: string[] = [];
    const input = render('Figma', picked, entered);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    pressEnter(input);
    expect(picked).toEqual(['Figma']);
    expect(entered).toEqual([]);
  });

  it('picks the active suggestion while the list is open, and leaves Enter to the form when nothing matches', () => {
    const picked: string[] = [];
    const entered: string[] = [];
    pressEnter(render('Fig', picked, entered));
    expect(picked).toEqual(['Figma']);
    act(() => root?.unmount());
    pressEnter(render('Maya', picked, entered));
    expect(picked).toEqual(['Figma']);
    expect(entered).toEqual(['Maya']);
  });
});
