import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { colorFromName } from '#ui/name-color';
import { useIsolate } from './bidi';
import { CatalogTile } from './CatalogTile';
import { useTileKit, type TileKit } from './tile-kit';
import type { GridItem } from './TileGrid';

export interface AccordionDomain {
  name: string;
  /** The domain page the Explore link goes to. */
  href: string;
  items: readonly GridItem[];
}

/** What every panel of one accordion shares, asked for once by the accordion (a page lists a few dozen panels). */
interface PanelKit {
  t: TFunction<['catalog']>;
  isolate: (text: string) => string;
  tiles: TileKit;
}

function DomainPanel({ domain, baseId, kit }: { domain: AccordionDomain; baseId: string; kit: PanelKit }) {
  const [open, setOpen] = useState(false);
  const { t, isolate, tiles } = kit;
  const shown = tiles.names.name(domain.name);
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
                  <CatalogTile {...item} size="small" kit={tiles} />
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
  const { t } = useTranslation(['catalog']);
  const isolate = useIsolate();
  const tiles = useTileKit();
  const kit = useMemo<PanelKit>(() => ({ t, isolate, tiles }), [t, isolate, tiles]);
  return (
    <section className="catalog-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="accordion">
        {domains.map((d, i) => (
          <DomainPanel key={d.name} domain={d} baseId={`${baseId}-${i}`} kit={kit} />
        ))}
      </ul>
    </section>
  );
}
