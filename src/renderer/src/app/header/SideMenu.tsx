import { useMemo, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import {
  effectiveModeAtom,
  isExpertAtom,
  LANGUAGES,
  languageAtom,
  useAtom,
  useAtomValue,
  useAuthModal,
  usernameAtom,
  userAtom,
} from '#state';
import { Avatar } from '#ui/Avatar';
import { useDismiss } from '#ui/useDismiss';
import { useSessionActions } from '#features/auth/session/useSessionActions';
import { BecomeExpertEntry } from './BecomeExpertEntry';
import { HeaderSearch } from './HeaderSearch';
import { pictureOf } from './ProfileMenu';
import {
  EXPLORE_MENU,
  expertMenus,
  JOIN,
  LANGUAGE,
  LOGIN,
  LOGOUT,
  MANAGE_GIGS,
  PRO_MENU,
  PROFILE,
  SETTINGS,
  SWITCH_TO_BUYER,
  WALLET,
  MAIL,
} from './menu-data';

type Entry = { key: string; label: string; to?: string; disabled?: boolean; hint?: string };

function EntryList({ entries, onNavigate }: { entries: readonly Entry[]; onNavigate: () => void }) {
  return (
    <ul>
      {entries.map((e) => (
        <li key={e.key}>
          {e.to && !e.disabled ? (
            <Link to={e.to} onClick={onNavigate}>
              {e.label}
            </Link>
          ) : (
            <span className="side-menu-inert" aria-disabled="true">
              {e.label} {e.hint && <span className="dropdown-item-hint">{e.hint}</span>}
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
  const [language, setLanguage] = useAtom(languageAtom);
  const { open: openModal } = useAuthModal();
  const { logout, switchMode } = useSessionActions();
  const base = `/users/${encodeURIComponent(username)}`;
  const expert = expertMenus(username);

  return (
    <div className={`side-menu-layer ${open ? 'open' : ''}`} hidden={!open}>
      <div ref={panel} id={id} className="side-menu" role="dialog" aria-label="Menu">
        {user ? (
          <div className="side-menu-who">
            <Avatar name={user.name} src={pictureOf(user)} size={44} />
            <div>
              <strong>{user.name}</strong>
              <span>{user.email || username}</span>
            </div>
          </div>
        ) : (
          <div className="side-menu-auth">
            <button type="button" className="header-join" onClick={() => {
                onClose();
                openModal('signup');
              }}>
              {JOIN}
            </button>
            <button type="button" className="header-login" onClick={() => {
                onClose();
                openModal('login');
              }}>
              {LOGIN}
            </button>
          </div>
        )}
        {search && <HeaderSearch className="side-menu-search" />}
        <nav aria-label="Menu">
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
                  { key: 'profile', label: PROFILE, to: base },
                  { key: 'wallet', label: WALLET, to: '/wallet' },
                  { key: 'messages', label: MAIL, to: '/messages' },
                  ...(isExpert ? [{ key: 'gigs', label: MANAGE_GIGS, to: `${base}/manage_gigs` }] : []),
                  { key: 'settings', label: SETTINGS, to: '/settings' },
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
                {SWITCH_TO_BUYER}
              </button>
            ) : (
              <BecomeExpertEntry className="side-menu-action" onDone={onClose} />
            )}
          </section>
          <section>
            <h2>{PRO_MENU.label}</h2>
            <EntryList entries={PRO_MENU.items} onNavigate={onClose} />
          </section>
          <section>
            <h2>{EXPLORE_MENU.label}</h2>
            <EntryList entries={EXPLORE_MENU.items} onNavigate={onClose} />
          </section>
          <section>
            <h2 id={`${id}-language`}>{LANGUAGE}</h2>
            <div role="radiogroup" aria-labelledby={`${id}-language`} className="side-menu-languages">
              {LANGUAGES.map((l) => (
                <button key={l} type="button" role="radio" aria-checked={l === language} onClick={() => setLanguage(l)}>
                  {l}
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
                {LOGOUT}
              </button>
            </section>
          )}
        </nav>
      </div>
    </div>
  );
}
