import { useParams } from 'react-router-dom';
import { softwareCategoryBySlug } from '#shared/catalog/software-categories';
import { CatalogPage } from '../CatalogPage';
import { DomainHeader } from '../DomainHeader';
import { softwareItemsIn } from '../items';
import { NotFoundNotice } from '../NotFoundNotice';
import { noSoftwaresForDomain, POPULAR_IN_DOMAIN_COUNT } from '../texts';
import { TileGrid } from '../TileGrid';
import { useDocumentTitle } from '#app/document-title';

/** /categories/software/{domain}: the domain's header, its first 3 softwares as popular, and all of them. */
export default function SoftwareDomainPage() {
  const { domain = '' } = useParams();
  const category = softwareCategoryBySlug(domain);
  useDocumentTitle(category?.name);
  if (!category) {
    return (
      <CatalogPage>
        <NotFoundNotice message={noSoftwaresForDomain(domain)} backTo="/categories/software" backLabel="Back to all softwares" />
      </CatalogPage>
    );
  }
  const items = softwareItemsIn(category);
  return (
    <CatalogPage>
      <DomainHeader name={category.name} subtitle={`${items.length} softwares with experts ready to help you live`} />
      <TileGrid id="popular-in-domain" title={`Popular in ${category.name}`} items={items.slice(0, POPULAR_IN_DOMAIN_COUNT)} size="large" />
      <TileGrid id="all-in-domain" title={`All softwares in ${category.name}`} items={items} />
    </CatalogPage>
  );
}
