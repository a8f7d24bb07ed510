import { TERMS } from '../documents';
import { LegalPage } from '../LegalPage';

/** /terms: the Terms of Service. */
export default function TermsPage() {
  return <LegalPage doc={TERMS} />;
}
