import type { ReportSnapshot } from '#shared/contract/http/ops-reports';
import { OPS_REPORTS_TEXTS } from '#shared/domain/ops-reports-texts';

const T = OPS_REPORTS_TEXTS;

type Said = { senderName: string; text: string; attachmentName: string | null; sentAt: string };

function Message({ m }: { m: Said }) {
  return (
    <li>
      <strong>{m.senderName}</strong> <span className="text-muted">{m.sentAt}</span>
      <p className="ops-snapshot-text">{m.text}</p>
      {m.attachmentName && <p className="text-muted">{T.attachment(m.attachmentName)}</p>}
    </li>
  );
}

/** The reported content as the report kept it, whatever its author did with it afterwards. */
export function ReportSnapshotView({ snapshot }: { snapshot: ReportSnapshot | null }) {
  if (!snapshot) return <p className="text-muted">{T.noSnapshot}</p>;
  switch (snapshot.kind) {
    case 'message':
      return (
        <ul className="ops-snapshot">
          <Message m={snapshot.message} />
        </ul>
      );
    case 'conversation':
      return (
        <ul className="ops-snapshot">
          {snapshot.messages.map((m, i) => (
            <Message key={`${m.sentAt}-${i}`} m={m} />
          ))}
        </ul>
      );
    case 'gig':
      return (
        <div className="ops-snapshot">
          <p>
            <strong>{snapshot.title}</strong>
          </p>
          <p className="ops-snapshot-text">{snapshot.description}</p>
          <p className="text-muted">{T.price(snapshot.credits)}</p>
        </div>
      );
    case 'review':
      return (
        <div className="ops-snapshot">
          <p>
            <strong>{snapshot.gigTitle}</strong> · {T.stars(snapshot.rating)}
          </p>
          <p className="ops-snapshot-text">{snapshot.text}</p>
        </div>
      );
    case 'expert':
      return (
        <div className="ops-snapshot">
          <p>
            <strong>{snapshot.displayName}</strong> <span className="text-muted">@{snapshot.userName}</span>
          </p>
          <p className="ops-snapshot-text">{snapshot.bio}</p>
        </div>
      );
  }
}
