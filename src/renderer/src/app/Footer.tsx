import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const noChange = () => () => undefined;
const thisYear = () => new Date().getFullYear();
/** The build's pre-rendered frame has no year (it may be served in another): it comes with hydration. */
const noYear = () => null;

/** The footer: the copyright line with the current year. */
export function Footer() {
  const { t } = useTranslation(['shell']);
  const year = useSyncExternalStore(noChange, thisYear, noYear);
  return <footer className="shell-footer">{year === null ? t('shell:footer.rightsNoYear') : t('shell:footer.rights', { year })}</footer>;
}
