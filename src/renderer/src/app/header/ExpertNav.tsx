import { NavLink } from 'react-router-dom';
import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '#ui/Dropdown';
import { NotificationBell } from '#features/notifications/NotificationBell';
import { expertMenus } from './menu-data';
import { toDropdownItems } from './menu-items';
import { MailLink } from './MailLink';

/** Expert-mode navigation: Dashboard; Business; Marketing; Analytics; and the mail, bell and help icons. */
export function ExpertNav({ username }: { username: string }) {
  const { t } = useTranslation(['shell']);
  const menus = expertMenus(username);
  const help = t('shell:expert.help');
  return (
    <>
      <NavLink to={menus.dashboard.to} className="header-link">
        {t(menus.dashboard.label)}
      </NavLink>
      {[menus.business, menus.marketing].map((menu) => (
        <Dropdown key={menu.label} trigger={t(menu.label)} menuLabel={t(menu.label)} items={toDropdownItems(t, menu.items)} />
      ))}
      <NavLink to={menus.analytics.to} className="header-link">
        {t(menus.analytics.label)}
      </NavLink>
      <span className="header-icons">
        <MailLink />
        <NotificationBell />
        <NavLink to="/help" className="header-icon" aria-label={help} title={help}>
          <CircleHelp size={20} aria-hidden="true" />
        </NavLink>
      </span>
    </>
  );
}
