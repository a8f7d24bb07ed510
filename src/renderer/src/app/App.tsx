import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter, createHashRouter } from 'react-router-dom';
import { routes } from './routes';

/** The browser build uses real paths; the desktop app loads from a file, so it routes by hash. */
const makeRouter = () => (import.meta.env.QURIOUS_TARGET === 'desktop' ? createHashRouter(routes) : createBrowserRouter(routes));

export function App() {
  const router = useMemo(makeRouter, []);
  return <RouterProvider router={router} />;
}
