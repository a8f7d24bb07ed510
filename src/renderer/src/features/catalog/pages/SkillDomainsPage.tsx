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
  return (
    <CatalogPage>
      <h1 id="page-title">Domains</h1>
      <p className="catalog-lead">Pick the skill you need and get your question answered live by an expert in it.</p>
      <TileGrid id="popular-skills" title="Popular skills" items={popular} size="large" />
      <TileGrid id="all-skills" title="All skills" items={all} />
      <DomainAccordion id="skill-domains" title="Skill domains" domains={domains} />
    </CatalogPage>
  );
}
