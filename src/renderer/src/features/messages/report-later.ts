import { lazy } from 'react';

/**
 * The report button, loaded after the conversation: imported statically here it would be a chunk the
 * entry's preload map names (the home page's first scripts would grow). Render it inside Suspense.
 */
export const ReportButton = lazy(() => import('#features/reports/ReportButton'));
