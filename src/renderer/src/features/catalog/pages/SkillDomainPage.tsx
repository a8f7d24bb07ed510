import { useParams } from 'react-router-dom';
import { skillGroupBySlug } from '#shared/catalog/skill-groups';
import { CatalogPage } from '../CatalogPage';
import { DomainHeader } from '../DomainHeader';
import { skillItemsIn } from '../items';
import { NotFoundNotice } from '../NotFoundNotice';
import { noSkillsForDomain, POPULAR_IN_DOMAIN_COUNT } from '../texts';
import { TileGrid } from '../TileGrid';
import { useDocumentTitle } from '#app/document-title';

/** /categories/domain/{domain}: the domain's header, its first 3 skills as popular, and all of them. */
export default function SkillDomainPage() {
  const { domain = '' } = useParams();
  const group = skillGroupBySlug(domain);
  useDocumentTitle(group?.name);
  const items = group ? skillItemsIn(group) : [];
  if (!group || items.length === 0) {
    return (
      <CatalogPage>
        <NotFoundNotice message={noSkillsForDomain(domain)} backTo="/categories/domain" backLabel="Back to all domains" />
      </CatalogPage>
    );
  }
  return (
    <CatalogPage>
      <DomainHeader name={group.name} subtitle={`${items.length} ${items.length === 1 ? 'skill' : 'skills'} with experts ready to help you live`} />
      <TileGrid id="popular-in-domain" title={`Popular in ${group.name}`} items={items.slice(0, POPULAR_IN_DOMAIN_COUNT)} size="large" />
      <TileGrid id="all-in-domain" title={`All skills in ${group.name}`} items={items} />
    </CatalogPage>
  );
}
