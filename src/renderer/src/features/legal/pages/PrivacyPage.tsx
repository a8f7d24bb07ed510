import { PRIVACY } from '../documents';
import { LegalPage } from '../LegalPage';

/** /privacy: the Privacy Policy. */
export default function PrivacyPage() {
  return <LegalPage doc={PRIVACY} />;
}
