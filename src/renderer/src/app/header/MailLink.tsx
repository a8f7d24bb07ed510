import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, userAtom } from '#state';

/**
 * The header's mail icon (buyer and expert navigation): opens the inbox and shows the
 * total unread, kept current over the live channel without a reload. Nothing for a visitor.
 */
export function MailLink() {
  const user = useAtomValue(userAtom);
  const { t } = useTranslation(['shell']);
  const me = user?.id ?? null;
  const [total, setTotal] = useState<{ of: string; n: number } | null>(null);
  useEffect(() => {
    if (!me) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    // The live channel's code loads with the first signed-in header, not with the home page.
    void import('#features/messages/unread-watch').then(({ watchUnread }) => {
      if (!cancelled) stop = watchUnread(me, (n) => setTotal({ of: me, n }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [me]);
  if (!me) return null;
  const n = total?.of === me ? total.n : 0;
  return (
    <NavLink to="/messages" className="header-icon header-mail" aria-label={n > 0 ? t('shell:mail.unread', { count: n }) : t('shell:mail')} title={t('shell:mail')}>
      <Mail size={20} aria-hidden="true" />
      {n > 0 && (
        <span className="header-badge" data-testid="mail-unread" aria-hidden="true">
          {n > 99 ? '99+' : n}
        </span>
      )}
    </NavLink>
  );
}
