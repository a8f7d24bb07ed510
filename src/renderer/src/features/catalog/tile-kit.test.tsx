// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TileGrid, type GridItem } from './TileGrid';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items: GridItem[] = [
  { name: 'Figma', kind: 'software', icon: null, href: '/categories/software/ui-ux-prototyping/figma' },
  { name: 'Nowhere', kind: 'software', icon: null, href: null },
];


let root: Root | null = null;
function render(basename: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <TileGrid id="t" title="Softwares" items={items} /> },
      { path: '*', element: null },
    ],
    { initialEntries: [`${basename === '/' ? '' : basename}/`], basename },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<RouterProvider router={router} />));
  return { container, router };
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const click = (el: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void el.dispatchEvent(event));
  return event;
};

describe('the catalogue grid’s tile links', () => {
  it('link in the page’s language and navigate in the app on a plain click', () => {
    const { container, router } = render('/fr');
    const link = container.querySelector('a.catalog-tile');
    expect(link?.getAttribute('href')).toBe('/fr/categories/software/ui-ux-prototyping/figma');
    // A tile with no known domain links nowhere.
    expect(container.querySelectorAll('a.catalog-tile')).toHaveLength(1);
    expect(click(link as Element).defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/fr/categories/software/ui-ux-prototyping/figma');
  });

  it('leave a click with a modifier to the browser (a new tab), and link from the root in English', () => {
    const { container, router } = render('/');
    const link = container.querySelector('a.catalog-tile') as Element;
    expect(link.getAttribute('href')).toBe('/categories/software/ui-ux-prototyping/figma');
    expect(click(link, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
