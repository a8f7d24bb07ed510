import { useParams } from 'react-router-dom';
import { useCatalogNames } from '#i18n/catalog-names';
import { useTranslation } from 'react-i18next';
import { useIsolate } from '../bidi';
import { softwareCategoryBySlug } from '#shared/catalog/software-categories';
import { softwareBySlug, suggestionsForSoftware } from '#shared/catalog/softwares';
import { CatalogIcon } from '#ui/CatalogIcon';
import { CatalogPage } from '../CatalogPage';
import { NotFoundNotice } from '../NotFoundNotice';
import { ItemGigs } from '../ItemGigs';
import { SuggestionStrip } from '../SuggestionStrip';
import { useDocumentTitle } from '#app/document-title';

/** /categories/software/{domain}/{software}: the title, the curiosity prompt, the suggestion chips, then its top experts and gigs. */
export default function SoftwarePage() {
  const { t } = useTranslation(['catalog']);
  const isolate = useIsolate();
  const { domain = '', software: softwareSlug = '' } = useParams();
  const category = softwareCategoryBySlug(domain);
  const software = softwareBySlug(softwareSlug);
  const names = useCatalogNames();
  useDocumentTitle(software?.name);
  if (!category || !software || !category.softwares.includes(software.name)) {
    return (
      <CatalogPage>
        <NotFoundNotice message={t('catalog:notFound.software')} backTo="/categories/software" backLabel={t('catalog:back.softwares')} />
      </CatalogPage>
    );
  }
  return (
    <CatalogPage>
      <header className="item-header">
        <CatalogIcon name={software.name} kind="software" icon={software.iconSlug} size={64} />
        <div>
          <h1 id="page-title">{software.name}</h1>
          <p className="item-domain">{names.name(category.name)}</p>
        </div>
      </header>
      <section className="item-curious" aria-labelledby="curious-prompt">
        <h2 id="curious-prompt">{t('catalog:item.curious', { name: isolate(software.name) })}</h2>
        <p className="catalog-lead">{t('catalog:item.hint')}</p>
        <SuggestionStrip label={t('catalog:item.suggestions', { name: isolate(software.name) })} chips={suggestionsForSoftware(software.name)} />
      </section>
      <ItemGigs name={software.name} />
    </CatalogPage>
  );
}
