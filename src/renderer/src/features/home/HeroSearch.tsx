import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '#ui/SearchBar';
import { homeSkillNames } from './home-skill-names.generated';

/** Where a hero search goes: /search/gigs with the keyword, and the chosen skill as filter. */
export function heroSearchHref(keyword: string, skill: string): string | null {
  const k = keyword.trim();
  if (!k) return null;
  const params = new URLSearchParams({ keyword: k });
  if (skill) params.set('filter', skill);
  return `/search/gigs?${params.toString()}`;
}

/** The hero's search bar: the shared search box with a skill dropdown before it. */
export function HeroSearch() {
  const navigate = useNavigate();
  const { t } = useTranslation(['home', 'shell']);
  const [keyword, setKeyword] = useState('');
  const [skill, setSkill] = useState('');
  const id = useId();

  const skillDropdown = (
    <>
      <label className="visually-hidden" htmlFor={`${id}-skill`}>
        {t('home:search.skill')}
      </label>
      <select id={`${id}-skill`} className="hero-search-skill" value={skill} onChange={(e) => setSkill(e.target.value)}>
        <option value="">{t('home:search.allSkills')}</option>
        {homeSkillNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </>
  );

  return (
    <SearchBar
      className="hero-search"
      size="large"
      formLabel={t('shell:search.label')}
      placeholder={t('home:search.placeholder')}
      value={keyword}
      onChange={setKeyword}
      before={skillDropdown}
      onSearch={(k) => {
        const href = heroSearchHref(k, skill);
        if (href) void navigate(href);
      }}
    />
  );
}
