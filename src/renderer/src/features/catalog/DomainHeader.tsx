import type { ReactNode } from 'react';
import { useCatalogNames } from '#i18n/catalog-names';
import { colorFromName } from '#ui/name-color';

/** The header of a domain page, in the colour derived from the domain's name. */
export function DomainHeader({ name, subtitle, children }: { name: string; subtitle: string; children?: ReactNode }) {
  const names = useCatalogNames();
  return (
    <header className="domain-header" style={{ background: colorFromName(name) }} data-domain-color={colorFromName(name)}>
      <h1 id="page-title">{names.name(name)}</h1>
      <p>{subtitle}</p>
      {children}
    </header>
  );
}
