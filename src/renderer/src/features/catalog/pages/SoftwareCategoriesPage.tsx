import { CatalogPage } from '../CatalogPage';
import { DomainAccordion } from '../DomainAccordion';
import { allSoftwares, popularSoftwares, softwareDomains, softwareItems } from '../items';
import { TileGrid } from '../TileGrid';

const popular = softwareItems(popularSoftwares());
const all = softwareItems(allSoftwares());
const domains = softwareDomains();

/** /categories/software: popular softwares, all softwares, and the software domains. */
export default function SoftwareCategoriesPage() {
  return (
    <CatalogPage>
      <h1 id="page-title">Softwares</h1>
      <p className="catalog-lead">Pick the tool you are working in and talk live to someone who masters it.</p>
      <TileGrid id="popular-softwares" title="Popular softwares" items={popular} size="large" />
      <TileGrid id="all-softwares" title="All softwares" items={all} />
      <DomainAccordion id="software-domains" title="Software domains" domains={domains} />
    </CatalogPage>
  );
}
