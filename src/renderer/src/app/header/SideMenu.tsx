import { useMemo, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '#shared/domain/ui-language';
import { useLanguage } from '#i18n/language';
import {
  effectiveModeAtom,
  isExpertAtom,
  useAtomValue,
  useAuthModal,
  usernameAtom,
  userAtom,
} from '#state';
import { Avatar } from '#ui/Avatar';
import { useDismiss } from '#ui/useDismiss';
import { useSessionActions } from '#features/auth/session/useSessionActions';
import { ORDERS_SECTION_ID } from '#features/orders/section-id';
import { BecomeExpertEntry } from './BecomeExpertEntry';
import { HeaderSearch } from './HeaderSearch';
import { pictureOf } from './ProfileMenu';
import { LanguageName, useChooseLanguage } from './language-choice';
import { EXPLORE_MENU, expertMenus, PRO_MENU, type MenuEntry } from './menu-data';

function EntryList({ entries, onNavigate }: { entries: readonly MenuEntry[]; onNavigate: () => void }) {
  const { t } = useTranslation(['shell']);
  return (
    <ul>
      {entries.map((e) => (
        <li key={e.key}>
          {e.to && !e.soon ? (
            <Link to={e.to} onClick={onNavigate}>
              {t(e.label)}
            </Link>
          ) : (
            <span className="side-menu-inert" aria-disabled="true">
              {t(e.label)} {e.soon && <span className="dropdown-item-hint">{t('shell:soon')}</span>}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The mobile side menu: mirrors the header's menus; closes on a click outside, Escape or a choice. */
export function SideMenu({
  id,
  open,
  onClose,
  toggleRef,
  search,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  /** Shows the search box at the top (where the header shows it). */
  search: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => [panel, toggleRef], [toggleRef]);
  useDismiss(refs, open, onClose);
  const user = useAtomValue(userAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const mode = useAtomValue(effectiveModeAtom);
  const username = useAtomValue(usernameAtom) ?? '';
  const language = useLanguage();
  const choose = useChooseLanguage();
  const { t } = useTranslation(['shell']);
  const { open: openModal } = useAuthModal();
  const { logout, switchMode } = useSessionActions();
  const base = `/users/${encodeURIComponent(username)}`;
  const expert = expertMenus(username);

  return (
    <div className={`side-menu-layer ${open ? 'open' : ''}`} hidden={!open}>
      <div ref={panel} id={id} className="side-menu" role="dialog" aria-label={t('shell:menu.label')}>
        {user ? (
          <div className="side-menu-who">
            <Avatar name={user.name} src={pictureOf(user)} size={44} />
            <div>
              <strong>
                <bdi>{user.name}</bdi>
              </strong>
              <span>
                <bdi>{user.email || username}</bdi>
              </span>
            </div>
          </div>
        ) : (
          <div className="side-menu-auth">
            <button type="button" className="header-join" onClick={() => {
                onClose();
                openModal('signup');
              }}>
              {t('shell:join')}
            </button>
            <button type="button" className="header-login" onClick={() => {
                onClose();
                openModal('login');
              }}>
              {t('shell:login')}
            </button>
          </div>
        )}
        {search && <HeaderSearch className="side-menu-search" />}
        <nav aria-label={t('shell:menu.label')}>
          {mode === 'expert' ? (
            <section>
              <EntryList
                entries={[
                  { key: 'dashboard', ...expert.dashboard },
                  ...expert.business.items,
                  ...expert.marketing.items,
                  { key: 'analytics', ...expert.analytics },
                ]}
                onNavigate={onClose}
              />
            </section>
          ) : null}
          {user && (
            <section>
              <EntryList
                entries={[
                  { key: 'profile', label: 'shell:profile', to: base },
                  ...(mode === 'expert' ? [] : [{ key: 'orders', label: 'shell:expert.orders', to: `${base}#${ORDERS_SECTION_ID}` } as const]),
                  { key: 'wallet', label: 'shell:wallet', to: '/wallet' },
                  { key: 'messages', label: 'shell:mail', to: '/messages' },
                  ...(isExpert ? [{ key: 'gigs', label: 'shell:manageGigs', to: `${base}/manage_gigs` } as const] : []),
                  { key: 'settings', label: 'shell:settings', to: '/settings' },
                ]}
                onNavigate={onClose}
              />
            </section>
          )}
          <section>
            {mode === 'expert' ? (
              <button type="button" className="side-menu-action" onClick={() => {
                  onClose();
                  switchMode('user');
                }}>
                {t('shell:switchToBuyer')}
              </button>
            ) : (
              <BecomeExpertEntry className="side-menu-action" onDone={onClose} />
            )}
          </section>
          <section>
            <h2>{t(PRO_MENU.label)}</h2>
            <EntryList entries={PRO_MENU.items} onNavigate={onClose} />
          </section>
          <section>
            <h2>{t(EXPLORE_MENU.label)}</h2>
            <EntryList entries={EXPLORE_MENU.items} onNavigate={onClose} />
          </section>
          <section>
            <h2 id={`${id}-language`}>{t('shell:language.label')}</h2>
            <div role="radiogroup" aria-labelledby={`${id}-language`} className="side-menu-languages">
              {UI_LANGUAGES.map((l) => (
                <button key={l} type="button" role="radio" aria-checked={l === language} onClick={() => choose(l)}>
                  <LanguageName language={l} />
                </button>
              ))}
            </div>
          </section>
          {user && (
            <section>
              <button type="button" className="side-menu-action" onClick={() => {
                  onClose();
                  void logout();
                }}>
                {t('shell:logout')}
              </button>
            </section>
          )}
        </nav>
      </div>
    </div>
  );
}
