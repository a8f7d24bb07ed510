import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '#shared/contract/http/users';
import { effectiveModeAtom, isExpertAtom, profileMenuOpenAtom, useAtom, useAtomValue, usernameAtom } from '#state';
import { Avatar } from '#ui/Avatar';
import { Dropdown, type DropdownItem } from '#ui/Dropdown';
import { useSessionActions } from '#features/auth/session/useSessionActions';
import { ORDERS_SECTION_ID } from '#features/orders/section-id';

export const pictureOf = (user: PublicUser) => user.profilePicture ?? user.expertProfile?.profilePicture ?? null;

/** The profile dropdown: name, email or username, Profile, Orders and Post a request (as a buyer), Wallet, Manage Gigs or Become an Expert, Settings, Logout; in expert mode, the switch to the buyer side. */
export function ProfileMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useAtom(profileMenuOpenAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const mode = useAtomValue(effectiveModeAtom);
  const username = useAtomValue(usernameAtom) ?? user.username;
  const { logout, switchMode } = useSessionActions();
  const { t } = useTranslation(['shell']);
  const base = `/users/${encodeURIComponent(username)}`;
  const items: DropdownItem[] = [
    { key: 'profile', label: t('shell:profile'), to: base },
    // The buyer's orders are a section of the profile page (the expert's have a page in Business).
    ...(mode === 'expert' ? [] : [{ key: 'orders', label: t('shell:expert.orders'), to: `${base}#${ORDERS_SECTION_ID}` }]),
    // A buyer who finds no gig that fits describes the need; matching experts answer with offers.
    ...(mode === 'expert' ? [] : [{ key: 'post-request', label: t('shell:postRequest'), to: '/requests/new' }]),
    { key: 'wallet', label: t('shell:wallet'), to: '/wallet' },
    isExpert ? { key: 'gigs', label: t('shell:manageGigs'), to: `${base}/manage_gigs` } : { key: 'become', label: t('shell:becomeExpert'), to: '/become_expert' },
    { key: 'settings', label: t('shell:settings'), to: '/settings' },
    { key: 'logout', label: t('shell:logout'), icon: <LogOut size={16} aria-hidden="true" />, onSelect: () => void logout() },
  ];
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      align="end"
      showChevron={false}
      triggerClassName="profile-trigger"
      trigger={<Avatar name={user.name} src={pictureOf(user)} size={40} />}
      triggerLabel={t('shell:profile.menu', { name: user.name })}
      menuLabel={t('shell:profile')}
      header={
        <div className="profile-menu-who">
          {/* A name or an email address keeps its own order in a right-to-left menu ("samuel.cohen@…"). */}
          <strong>
            <bdi>{user.name}</bdi>
          </strong>
          <span>
            <bdi>{user.email || username}</bdi>
          </span>
        </div>
      }
      items={items}
      footer={
        mode === 'expert' ? (
          <button type="button" role="menuitem" data-menu-item tabIndex={-1} className="profile-menu-switch" onClick={() => switchMode('user')}>
            {t('shell:switchToBuyer')}
          </button>
        ) : undefined
      }
    />
  );
}
