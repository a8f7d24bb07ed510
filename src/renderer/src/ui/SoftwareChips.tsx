import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { softwares } from '#shared/catalog/softwares';
import { CatalogIcon } from './CatalogIcon';

/** Chosen softwares as chips with their icon and a Remove button each; nothing when none is chosen. */
export function SoftwareChips(props: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The list's name, e.g. 'Your softwares'. */
  label: string;
  /** The feature's classes for the list and for each chip. */
  listClassName: string;
  chipClassName: string;
}) {
  const { value, onChange, label, listClassName, chipClassName } = props;
  const { t } = useTranslation(['common']);
  if (value.length === 0) return null;
  return (
    <ul className={listClassName} aria-label={label}>
      {value.map((name) => (
        <li key={name} className={chipClassName}>
          <CatalogIcon name={name} kind="software" icon={softwares.find((s) => s.name === name)?.iconSlug ?? null} size={18} />
          <bdi>{name}</bdi>
          <button type="button" aria-label={t('common:remove', { name })} onClick={() => onChange(value.filter((v) => v !== name))}>
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
