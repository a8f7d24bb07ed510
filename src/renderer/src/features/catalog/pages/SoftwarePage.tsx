import { useParams } from 'react-router-dom';
import { softwareCategoryBySlug } from '#shared/catalog/software-categories';
import { softwareBySlug, suggestionsForSoftware } from '#shared/catalog/softwares';
import { CatalogIcon } from '#ui/CatalogIcon';
import { CatalogPage } from '../CatalogPage';
import { NotFoundNotice } from '../NotFoundNotice';
import { SuggestionStrip } from '../SuggestionStrip';
import { curiousPrompt, SOFTWARE_NOT_IN_DOMAIN, SUGGESTIONS_HINT } from '../texts';
import { useDocumentTitle } from '#app/document-title';

/** /categories/software/{domain}/{software}: the title, the curiosity prompt and the suggestion chips. */
export default function SoftwarePage() {
  const { domain = '', software: softwareSlug = '' } = useParams();
  const category = softwareCategoryBySlug(domain);
  const software = softwareBySlug(softwareSlug);
  useDocumentTitle(software?.name);
  if (!category || !software || !category.softwares.includes(software.name)) {
    return (
      <CatalogPage>
        <NotFoundNotice message={SOFTWARE_NOT_IN_DOMAIN} backTo="/categories/software" backLabel="Back to all softwares" />
      </CatalogPage>
    );
  }
  return (
    <CatalogPage>
      <header className="item-header">
        <CatalogIcon name={software.name} kind="software" icon={software.iconSlug} size={64} />
        <div>
          <h1 id="page-title">{software.name}</h1>
          <p className="item-domain">{category.name}</p>
        </div>
      </header>
      <section className="item-curious" aria-labelledby="curious-prompt">
        <h2 id="curious-prompt">{curiousPrompt(software.name)}</h2>
        <p className="catalog-lead">{SUGGESTIONS_HINT}</p>
        <SuggestionStrip label={`${software.name} suggestions`} chips={suggestionsForSoftware(software.name)} />
      </section>
    </CatalogPage>
  );
}
