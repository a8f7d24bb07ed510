import { useParams } from 'react-router-dom';
import { skillGroupBySlug } from '#shared/catalog/skill-groups';
import { skillBySlug } from '#shared/catalog/skills';
import { CatalogIcon } from '#ui/CatalogIcon';
import { CatalogPage } from '../CatalogPage';
import { skillSuggestions } from '../links';
import { NotFoundNotice } from '../NotFoundNotice';
import { SuggestionStrip } from '../SuggestionStrip';
import { curiousPrompt, SKILL_NOT_IN_DOMAIN, SUGGESTIONS_HINT } from '../texts';
import { useDocumentTitle } from '#app/document-title';

/** /categories/domain/{domain}/{skill}: the title, the curiosity prompt and the suggestion chips. */
export default function SkillPage() {
  const { domain = '', skill: skillSlug = '' } = useParams();
  const group = skillGroupBySlug(domain);
  const skill = skillBySlug(skillSlug);
  useDocumentTitle(skill?.name);
  if (!group || !skill || !group.skills.includes(skill.name)) {
    return (
      <CatalogPage>
        <NotFoundNotice message={SKILL_NOT_IN_DOMAIN} backTo="/categories/domain" backLabel="Back to all domains" />
      </CatalogPage>
    );
  }
  return (
    <CatalogPage>
      <header className="item-header">
        <CatalogIcon name={skill.name} kind="skill" icon={skill.icon} size={64} />
        <div>
          <h1 id="page-title">{skill.name}</h1>
          <p className="item-domain">{group.name}</p>
        </div>
      </header>
      <section className="item-curious" aria-labelledby="curious-prompt">
        <h2 id="curious-prompt">{curiousPrompt(skill.name)}</h2>
        <p className="catalog-lead">{SUGGESTIONS_HINT}</p>
        <SuggestionStrip label={`${skill.name} suggestions`} chips={skillSuggestions(skill)} />
      </section>
    </CatalogPage>
  );
}
