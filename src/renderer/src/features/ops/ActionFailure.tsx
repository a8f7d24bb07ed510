import { Link } from 'react-router-dom';
import { OPS_REPORTS_TEXTS } from '#shared/domain/ops-reports-texts';
import type { Failure } from './step-up-failure';

/** A console action's failure as an alert; without two-step sign-in, where to turn it on. */
export function ActionFailure({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <p role="alert" className="text-error">
      {failure.setup ? OPS_REPORTS_TEXTS.setupNeeded : failure.message} {failure.setup && <Link to="/settings">{OPS_REPORTS_TEXTS.setupLink}</Link>}
    </p>
  );
}
