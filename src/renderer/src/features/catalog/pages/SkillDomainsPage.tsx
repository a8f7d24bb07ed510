import { useTranslation } from 'react-i18next';
import { CatalogPage } from '../CatalogPage';
import { DomainAccordion } from '../DomainAccordion';
import { allSkills, featuredSkillList, skillDomains, skillItems } from '../items';
import { POPULAR_SKILLS_COUNT } from '../texts';
import { TileGrid } from '../TileGrid';

const popular = skillItems(featuredSkillList().slice(0, POPULAR_SKILLS_COUNT));
const all = skillItems(allSkills());
const domains = skillDomains();

/** /categories/domain: the first 8 popular skills, all skills, and the skill domains. */
export default function SkillDomainsPage() {
  const { t } = useTranslation(['catalog']);
  return (
    <CatalogPage>
      <h1 id="page-title">{t('catalog:domains')}</h1>
      <p className="catalog-lead">{t('catalog:skills.lead')}</p>
      <TileGrid id="popular-skills" title={t('catalog:skills.popular')} items={popular} size="large" />
      <TileGrid id="all-skills" title={t('catalog:skills.all')} items={all} />
      <DomainAccordion id="skill-domains" title={t('catalog:skills.domains')} domains={domains} />
    </CatalogPage>
  );
}
