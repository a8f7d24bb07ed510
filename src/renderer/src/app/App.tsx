import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { platform } from '#platform/target';
import { routes } from './routes';

/** The platform's router: real paths in the browser, hash routes in the desktop app (platform/). */
const makeRouter = () => platform.createRouter(routes);

export function App() {
  const router = useMemo(makeRouter, []);
  return <RouterProvider router={router} />;
}
