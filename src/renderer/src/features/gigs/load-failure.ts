import type { FullKey } from '#i18n/namespaces';
import type { LoadError } from '#ui/LoadFailed';

/** What the detail and edit pages say when their gig could not be loaded (a catalogue key). */
export const gigLoadFailure = (error: LoadError): FullKey<'gigs'> => (error.status === 404 ? 'gigs:load.notFound' : 'gigs:load.failed');
