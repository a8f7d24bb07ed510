import { useParams } from 'react-router-dom';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTranslation } from 'react-i18next';
import { useIsolate } from '../bidi';
import { skillGroupBySlug } from '#shared/catalog/skill-groups';
import { skillBySlug } from '#shared/catalog/skills';
import { CatalogIcon } from '#ui/CatalogIcon';
import { CatalogPage } from '../CatalogPage';
import { skillSuggestions } from '../links';
import { NotFoundNotice } from '../NotFoundNotice';
import { ItemGigs } from '../ItemGigs';
import { SuggestionStrip } from '../SuggestionStrip';
import { useDocumentTitle } from '#app/document-title';

/** /categories/domain/{domain}/{skill}: the title, the curiosity prompt, the suggestion chips, then its top experts and gigs. */
export default function SkillPage() {
  const { t } = useTranslation(['catalog']);
  const isolate = useIsolate();
  const { domain = '', skill: skillSlug = '' } = useParams();
  const group = skillGroupBySlug(domain);
  const skill = skillBySlug(skillSlug);
  const names = useCatalogNames();
  useDocumentTitle(skill && names.name(skill.name));
  if (!group || !skill || !group.skills.includes(skill.name)) {
    return (
      <CatalogPage>
        <NotFoundNotice message={t('catalog:notFound.skill')} backTo="/categories/domain" backLabel={t('catalog:back.domains')} />
      </CatalogPage>
    );
  }
  return (
    <CatalogPage>
      <header className="item-header">
        <CatalogIcon name={skill.name} kind="skill" icon={skill.icon} size={64} />
        <div>
          <h1 id="page-title">{names.name(skill.name)}</h1>
          <p className="item-domain">{names.name(group.name)}</p>
        </div>
      </header>
      <section className="item-curious" aria-labelledby="curious-prompt">
        <h2 id="curious-prompt">{t('catalog:item.curious', { name: isolate(names.name(skill.name)) })}</h2>
        <p className="catalog-lead">{t('catalog:item.hint')}</p>
        <SuggestionStrip label={t('catalog:item.suggestions', { name: isolate(names.name(skill.name)) })} chips={skillSuggestions(skill)} />
      </section>
      <ItemGigs name={skill.name} />
    </CatalogPage>
  );
}
