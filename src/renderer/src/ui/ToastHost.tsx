import { lazy, Suspense, useEffect, useState } from 'react';

// react-toastify is not needed to show a page: its container loads after the first render, and
// toasts asked for before it is there wait in react-toastify's queue (toast.ts loads it too).
const Container = lazy(() => import('./ToastContainerHost'));

/** Where toasts appear: mounted once by the shell, after the first render (so a pre-rendered frame hydrates as it was). */
export function ToastHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Container />
    </Suspense>
  ) : null;
}
