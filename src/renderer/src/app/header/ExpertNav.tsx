import { NavLink } from 'react-router-dom';
import { Bell, CircleHelp, Mail } from 'lucide-react';
import { Dropdown } from '#ui/Dropdown';
import { NotificationBell } from '#features/notifications/NotificationBell';
import { EXPERT_ICONS, expertMenus, SOON } from './menu-data';
import { MailLink } from './MailLink';

const ICONS = { mail: Mail, notifications: Bell, help: CircleHelp } as const;

/** Expert-mode navigation: Dashboard; Business; Marketing; Analytics; and three inert icons. */
export function ExpertNav({ username }: { username: string }) {
  const menus = expertMenus(username);
  return (
    <>
      <NavLink to={menus.dashboard.to} className="header-link">
        {menus.dashboard.label}
      </NavLink>
      <Dropdown trigger={menus.business.label} menuLabel={menus.business.label} items={menus.business.items} />
      <Dropdown trigger={menus.marketing.label} menuLabel={menus.marketing.label} items={menus.marketing.items} />
      <NavLink to={menus.analytics.to} className="header-link">
        {menus.analytics.label}
      </NavLink>
      <span className="header-icons">
        {EXPERT_ICONS.map(({ key, label }) => {
          if (key === 'notifications') return <NotificationBell key={key} />;
          if (key === 'mail') return <MailLink key={key} />;
          const Icon = ICONS[key];
          return (
            <button key={key} type="button" className="header-icon" aria-label={label} aria-disabled="true" title={`${label} (${SOON.toLowerCase()})`}>
              <Icon size={20} aria-hidden="true" />
            </button>
          );
        })}
      </span>
    </>
  );
}
