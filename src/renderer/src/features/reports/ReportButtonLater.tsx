import { lazy, Suspense, type ComponentProps } from 'react';
import type { ReportButton } from './ReportButton';

// The button itself loads after the page: the gig and expert pages' first scripts do not grow.
const Button = lazy(() => import('./ReportButton'));

/** ReportButton, loaded on its own once the page is there (nothing shows until it is). */
export function ReportButtonLater(props: ComponentProps<typeof ReportButton>) {
  return (
    <Suspense fallback={null}>
      <Button {...props} />
    </Suspense>
  );
}
