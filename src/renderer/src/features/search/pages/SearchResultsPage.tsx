import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { X } from 'lucide-react';
import { searchSuggestions } from '#shared/domain/search-suggestions';
import { call } from '#api/client';
import { useQuery } from '#api/use-query';
import { RetryAlert } from '#ui/LoadFailed';
import { SearchBar } from '#ui/SearchBar';
import { CorrectedLine } from '../components/CorrectedLine';
import { EmptyResults } from '../components/EmptyResults';
import { PostRequestLink } from '../components/PostRequestLink';
import { Pagination } from '../components/Pagination';
import { ResultsGrid } from '../components/ResultsGrid';
import { SearchFilters } from '../components/SearchFilters';
import { SuggestionChips } from '../components/SuggestionChips';
import {
  clearFilters,
  hasFilters,
  readSearchState,
  searchPageHref,
  toApiQuery,
  withFilter,
  type FilterKey,
  type SearchState,
} from '../search-params';
import { SEARCH_LANGUAGES_KEY, SEARCH_PAGE_SIZE } from '../page-queries';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { useIsolate } from '#features/catalog/bidi';
import '../search.css';

/** Live search: the results follow the search box after this pause in typing. */
const TYPING_PAUSE_MS = 300;

/** The result cards a phone's or a laptop's first screen shows: their pictures load at once. */
const FIRST_SCREEN_CARDS = 2;

/**
 * /search and /search/gigs: live results for the keyword and filters in the URL ('Experts for
 * {keyword}', suggested chips, the real count, 'Top Experts' and 'All Experts', pages).
 */
export default function SearchResultsPage() {
  const { t } = useTranslation(['search']);
  const format = useFormat();
  const isolate = useIsolate();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readSearchState(params), [params]);
  const [draft, setDraft] = useState(state.keyword);
  const [urlKeyword, setUrlKeyword] = useState(state.keyword);
  if (state.keyword !== urlKeyword) {
    // The URL's keyword changed: the box follows it unless it came from what is typed there
    // (Back, a chip or a link change it; typing must not lose a trailing space).
    setUrlKeyword(state.keyword);
    if (draft.trim() !== state.keyword) setDraft(state.keyword);
  }

  const go = (next: SearchState, replace = false) => void navigate(searchPageHref(next), { replace });

  useEffect(() => {
    const keyword = draft.trim();
    if (keyword === state.keyword) return;
    const timer = setTimeout(() => void navigate(searchPageHref({ ...state, keyword, page: 1, exact: false }), { replace: true }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, state, navigate]);

  const query = toApiQuery(state, SEARCH_PAGE_SIZE);
  const results = useQuery(JSON.stringify(query), (signal) => call('searchGigs', { query, signal }));
  const data = results.status === 'error' ? undefined : results.data;
  // The answer of the keyword on screen (the last one stays while the next loads): its corrected words name the heading.
  const current = data?.keyword === query.keyword ? data : undefined;
  const heading = current?.correctedQuery ?? state.keyword;
  const suggestions = current?.suggestions ?? searchSuggestions(state.keyword || state.filter);
  const languages = useQuery(SEARCH_LANGUAGES_KEY, (signal) => call('searchLanguages', { signal }));

  return (
    <section className="page search-page" aria-labelledby="page-title">
      <h1 id="page-title">{heading ? t('search:expertsFor', { keyword: isolate(heading) }) : t('search:allExpertsHeading')}</h1>
      <SearchBar
        className="search-page-box"
        formLabel={t('search:refine')}
        label={t('search:keywords')}
        placeholder={t('search:placeholder')}
        value={draft}
        onChange={setDraft}
        onSearch={(keyword) => go({ ...state, keyword, page: 1, exact: false })}
      />
      {state.filter ? (
        <p className="search-skill">
          <span>{t('search:inSkill', { skill: isolate(state.filter) })}</span>
          <button type="button" aria-label={t('search:removeSkill', { skill: isolate(state.filter) })} onClick={() => go({ ...state, filter: '', page: 1 })}>
            <X size={14} aria-hidden="true" />
          </button>
        </p>
      ) : null}
      <SuggestionChips label={t('search:suggested')} chips={suggestions} />
      <SearchFilters state={state} languages={languages.data?.languages ?? []} onChange={(key: FilterKey, value: string) => go(withFilter(state, key, value))} />

      <p className="search-count" role="status" aria-live="polite">
        {results.status === 'loading' && !data ? t('search:loading') : data ? t('search:results', { count: data.total, n: format.number(data.total) }) : ''}
      </p>

      {results.status === 'error' ? (
        <RetryAlert
          message={t('search:failed', { reason: results.error.message })}
          onRetry={results.retry}
          className="search-error"
          buttonClassName="search-button"
        />
      ) : null}

      {current?.correctedQuery ? (
        <CorrectedLine corrected={current.correctedQuery} typed={state.keyword} exactHref={searchPageHref({ ...state, page: 1, exact: true })} />
      ) : null}

      {data ? (
        <div className="search-results" aria-busy={results.status === 'loading'}>
          {data.total === 0 ? (
            <EmptyResults
              keyword={state.keyword}
              suggestions={suggestions}
              noResults={data.noResults}
              onClearFilters={hasFilters(state) ? () => go(clearFilters(state)) : null}
            />
          ) : (
            <>
              <PostRequestLink keyword={state.keyword} />
              {state.page === 1 && data.topExperts.length > 0 ? (
                <ResultsGrid id="search-top" title={t('search:topExperts')} gigs={data.topExperts} eager={FIRST_SCREEN_CARDS} />
              ) : null}
              <ResultsGrid id="search-all" title={t('search:allExperts')} gigs={data.items} eager={state.page === 1 && data.topExperts.length > 0 ? 0 : FIRST_SCREEN_CARDS} />
              <Pagination page={state.page} pageCount={data.pageCount} hrefOf={(page) => searchPageHref({ ...state, page })} />
              <PostRequestLink keyword={state.keyword} />
            </>
          )}
        </div>
      ) : null}
    </section>
  );
}
