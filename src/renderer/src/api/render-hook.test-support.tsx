import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders a hook in a real React root (happy-dom): `current` is its latest answer, `rerender`
 * renders it again with new props, `unmount` removes it; `wrap` puts it inside providers.
 */
export function renderHook<P, R>(hook: (props: P) => R, initial: NoInfer<P>, wrap: (probe: ReactNode) => ReactNode = (probe) => probe) {
  const result: { current: R | null } = { current: null };
  function Probe({ props }: { props: P }) {
    result.current = hook(props);
    return null;
  }
  const root: Root = createRoot(document.createElement('div'));
  act(() => root.render(wrap(<Probe props={initial} />)));
  return {
    get current(): R {
      if (result.current === null) throw new Error('The hook has not rendered.');
      return result.current;
    },
    rerender: (props: P) => act(() => root.render(wrap(<Probe props={props} />))),
    unmount: () => act(() => root.unmount()),
  };
}

/** A promise settled from outside, to choose the order in which answers arrive. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promises run their callbacks inside act, so React applies what they set. */
export const flush = () => act(async () => {});
