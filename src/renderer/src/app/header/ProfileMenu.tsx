import { LogOut } from 'lucide-react';
import type { PublicUser } from '#shared/contract/http/users';
import { effectiveModeAtom, isExpertAtom, profileMenuOpenAtom, useAtom, useAtomValue, usernameAtom } from '#state';
import { Avatar } from '#ui/Avatar';
import { Dropdown, type DropdownItem } from '#ui/Dropdown';
import { useSessionActions } from '#features/auth/session/useSessionActions';
import { BECOME_EXPERT, LOGOUT, MANAGE_GIGS, PROFILE, SETTINGS, SWITCH_TO_BUYER, WALLET } from './menu-data';

export const pictureOf = (user: PublicUser) => user.profilePicture ?? user.expertProfile?.profilePicture ?? null;

/** The profile dropdown: name, email or username, Profile, Manage Gigs or Become an Expert, Logout; in expert mode, the switch to the buyer side. */
export function ProfileMenu({ user }: { user: PublicUser }) {
  const [open, setOpen] = useAtom(profileMenuOpenAtom);
  const isExpert = useAtomValue(isExpertAtom);
  const mode = useAtomValue(effectiveModeAtom);
  const username = useAtomValue(usernameAtom) ?? user.username;
  const { logout, switchMode } = useSessionActions();
  const base = `/users/${encodeURIComponent(username)}`;
  const items: DropdownItem[] = [
    { key: 'profile', label: PROFILE, to: base },
    { key: 'wallet', label: WALLET, to: '/wallet' },
    isExpert ? { key: 'gigs', label: MANAGE_GIGS, to: `${base}/manage_gigs` } : { key: 'become', label: BECOME_EXPERT, to: '/become_expert' },
    { key: 'settings', label: SETTINGS, to: '/settings' },
    { key: 'logout', label: LOGOUT, icon: <LogOut size={16} aria-hidden="true" />, onSelect: () => void logout() },
  ];
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      align="end"
      showChevron={false}
      triggerClassName="profile-trigger"
      trigger={<Avatar name={user.name} src={pictureOf(user)} size={40} />}
      triggerLabel={`Profile menu of ${user.name}`}
      menuLabel="Profile"
      header={
        <div className="profile-menu-who">
          <strong>{user.name}</strong>
          <span>{user.email || username}</span>
        </div>
      }
      items={items}
      footer={
        mode === 'expert' ? (
          <button type="button" role="menuitem" data-menu-item tabIndex={-1} className="profile-menu-switch" onClick={() => switchMode('user')}>
            {SWITCH_TO_BUYER}
          </button>
        ) : undefined
      }
    />
  );
}
