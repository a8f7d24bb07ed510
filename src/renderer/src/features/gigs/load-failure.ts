import type { LoadError } from '#ui/LoadFailed';
import { TEXTS } from './texts';

/** What the detail and edit pages say when their gig could not be loaded. */
export const gigLoadFailure = (error: LoadError): string => (error.status === 404 ? TEXTS.notFound : TEXTS.loadGigFailed);
