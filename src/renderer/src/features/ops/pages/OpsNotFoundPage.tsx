import { Link } from 'react-router-dom';
import { OPS_TEXTS } from '#shared/domain/ops-console-texts';
import { OpsFrame } from '../OpsFrame';

/** A path under /ops that is no console page. */
export default function OpsNotFoundPage() {
  return (
    <OpsFrame title={OPS_TEXTS.notFound}>
      {() => (
        <p>
          <Link to="/ops">{OPS_TEXTS.nav.home}</Link>
        </p>
      )}
    </OpsFrame>
  );
}
