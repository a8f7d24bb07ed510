import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { atom, getDefaultStore, useAtomValue, useStore } from '#state';
import { App } from './App';

const visitorAtom = atom('nobody');

describe('App', () => {
  it('gives each render its own state store, never the process-wide default one', () => {
    const seen: ReturnType<typeof useStore>[] = [];
    const Probe = () => {
      const store = useStore();
      seen.push(store);
      return <p>{useAtomValue(visitorAtom)}</p>;
    };
    const render = () => renderToString(<App router={createMemoryRouter([{ path: '/', element: <Probe /> }])} />);
    getDefaultStore().set(visitorAtom, 'the previous visitor');

    expect(render()).toContain('nobody');
    expect(render()).toContain('nobody');
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
    expect(seen).not.toContain(getDefaultStore());
  });
});
