import { useId, useState } from 'react';
import { useCatalogNames } from '#i18n/catalog-names';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { colorFromName } from '#ui/name-color';
import { useIsolate } from './bidi';
import { CatalogTile } from './CatalogTile';
import { TileLinks } from './tile-links';
import type { GridItem } from './TileGrid';

export interface AccordionDomain {
  name: string;
  /** The domain page the Explore link goes to. */
  href: string;
  items: readonly GridItem[];
}

function DomainPanel({ domain, baseId }: { domain: AccordionDomain; baseId: string }) {
  const [open, setOpen] = useState(false);
  const isolate = useIsolate();
  const { t } = useTranslation(['catalog']);
  const names = useCatalogNames();
  const shown = names.name(domain.name);
  const panelId = `${baseId}-panel`;
  return (
    <li className={`accordion-item${open ? ' is-open' : ''}`}>
      <h3 className="accordion-heading">
        <button type="button" className="accordion-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <span className="accordion-swatch" style={{ background: colorFromName(domain.name) }} aria-hidden="true" />
          <span className="accordion-name">{shown}</span>
          <span className="accordion-count">{domain.items.length}</span>
          <ChevronDown aria-hidden="true" size={20} className="accordion-chevron" />
        </button>
      </h3>
      <div id={panelId} className="accordion-panel" hidden={!open}>
        {/* A closed panel stays empty: the page lists hundreds of entries across its domains. */}
        {open && (
          <>
            <Link to={domain.href} className="accordion-explore" aria-label={t('catalog:explore.label', { name: isolate(shown) })}>
              {t('catalog:explore')}
            </Link>
            <ul className="catalog-grid is-small">
              {domain.items.map((item) => (
                <li key={item.name}>
                  <CatalogTile {...item} size="small" />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}

/** The domains as an accordion: each expands to an Explore link and its entries. */
export function DomainAccordion({ id, title, domains }: { id: string; title: string; domains: readonly AccordionDomain[] }) {
  const baseId = useId();
  return (
    <section className="catalog-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <TileLinks>
        <ul className="accordion">
          {domains.map((d, i) => (
            <DomainPanel key={d.name} domain={d} baseId={`${baseId}-${i}`} />
          ))}
        </ul>
      </TileLinks>
    </section>
  );
}
