import type { TFunction } from 'i18next';
import type { DropdownItem } from '#ui/Dropdown';
import type { MenuEntry } from './menu-data';

/** Menu entries as the dropdown draws them, in the interface language; a coming-soon entry is inert with its hint. */
export const toDropdownItems = (t: TFunction<readonly ['shell']>, entries: readonly MenuEntry[]): DropdownItem[] =>
  entries.map(({ key, label, to, soon }) => ({ key, label: t(label), ...(soon ? { disabled: true, hint: t('shell:soon') } : { to }) }));
