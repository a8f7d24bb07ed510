import { Link } from 'react-router-dom';
import { OPS_SETUP_TEXTS as T } from '#shared/domain/ops-console-texts';

/** A console action's failure, said once as an alert; without two-step sign-in, the way to settings to turn it on. */
export function ActionError({ failure }: { failure: { message: string; setup: boolean } | null }) {
  if (!failure) return null;
  return (
    <p role="alert" className="text-error">
      {failure.setup ? T.setupNeeded : failure.message} {failure.setup && <Link to="/settings">{T.setupLink}</Link>}
    </p>
  );
}
