import { Link, useSearchParams } from 'react-router-dom';
import { CircleCheck, CircleX } from 'lucide-react';
import { VERIFY_NETWORK_ERROR } from '#shared/domain/auth-messages';
import { call } from '#api/client';
import { useTokenRedemption, type Redemption } from '#api/use-token-redemption';
import { updateUserAtom, useAtomValue, userAtom, useSetAtom } from '#state';
import { Spinner } from '#ui/Spinner';
import { localizeMessage } from '#i18n/messages';
import { answeredMessage } from '#features/auth/failure';
import { useTranslation } from 'react-i18next';
import '#features/auth/modal/AuthModal.css';
import '#features/auth/pages/auth-pages.css';

/** A failure's message; null: the link has no token. */
type State = { kind: 'changing' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string | null };

/** What the page shows for where its token stands. */
function stateOf(redemption: Redemption<string>): State {
  switch (redemption.kind) {
    case 'pending':
      return { kind: 'changing' };
    case 'done':
      return { kind: 'done', message: redemption.value };
    case 'failed':
      return { kind: 'failed', message: answeredMessage(redemption.error, localizeMessage(VERIFY_NETWORK_ERROR)) };
    case 'missing':
      return { kind: 'failed', message: null };
  }
}

/**
 * /change-email?token=…: the link mailed to the new address. Posts it once on load (it works once,
 * in any browser); a signed-in page then shows the new address at once.
 */
export default function ChangeEmailPage() {
  const { t } = useTranslation(['account']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useAtomValue(userAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const signedIn = user !== null;
  const redemption = useTokenRedemption(token, async (linkToken) => {
    const { message } = await call('accountEmailConfirm', { body: { token: linkToken } });
    if (signedIn) void call('usersMe').then((me) => updateUser(me.user), () => undefined);
    return message;
  });
  const state = stateOf(redemption);

  return (
    <section className="auth-page" aria-labelledby="page-title" aria-busy={state.kind === 'changing'}>
      {state.kind === 'changing' && (
        <>
          <Spinner size={32} />
          <h1 id="page-title">{t('account:confirmingEmail')}</h1>
        </>
      )}
      {state.kind !== 'changing' && (
        <>
          {state.kind === 'done' ? (
            <CircleCheck size={48} className="auth-page-ok" aria-hidden="true" />
          ) : (
            <CircleX size={48} className="auth-page-bad" aria-hidden="true" />
          )}
          <h1 id="page-title">{state.kind === 'done' ? t('account:emailChangedHeading') : t('account:emailChangeFailedHeading')}</h1>
          <p role={state.kind === 'done' ? 'status' : 'alert'}>{state.message ?? t('account:emailLinkMissing')}</p>
          {signedIn && <Link to="/settings">{t('account:toSettings')}</Link>}
        </>
      )}
    </section>
  );
}
