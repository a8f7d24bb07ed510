import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScrollStrip } from '#ui/ScrollStrip';
import { CatalogTile } from '#features/catalog/CatalogTile';
import { useTileKit } from '#features/catalog/tile-kit';
import { homeSkillTiles, homeSoftwareTiles } from './home-catalog.generated';

function StripSection({ id, title, seeMore, seeMoreLabel, children }: { id: string; title: string; seeMore: string; seeMoreLabel: string; children: ReactNode }) {
  const { t } = useTranslation(['home']);
  return (
    <section className="home-strip" aria-labelledby={id}>
      <div className="home-strip-head">
        <h2 id={id}>{title}</h2>
        {/* The link's own text says where it goes (a visible 'See more' alone is two identical links to a crawler). */}
        <Link to={seeMore} className="home-strip-more">
          <span aria-hidden="true">{t('home:seeMore')}</span>
          <span className="visually-hidden">{seeMoreLabel}</span>
        </Link>
      </div>
      <ScrollStrip label={title} step={1200} tolerance={5} ends="fade">
        {children}
      </ScrollStrip>
    </section>
  );
}

/** The two home strips: featured softwares and featured skills, each with 'See more'. */
export function HomeStrips() {
  const { t } = useTranslation(['home']);
  const kit = useTileKit();
  return (
    <>
      <StripSection id="strip-software" title={t('home:strip.software')} seeMore="/categories/software" seeMoreLabel={t('home:seeMore.software')}>
        {homeSoftwareTiles.map((s) => (
          <CatalogTile key={s.name} name={s.name} kind="software" icon={s.icon} href={s.href} missing="hash" kit={kit} />
        ))}
      </StripSection>
      <StripSection id="strip-skill" title={t('home:strip.skill')} seeMore="/categories/domain" seeMoreLabel={t('home:seeMore.skill')}>
        {homeSkillTiles.map((s) => (
          <CatalogTile key={s.name} name={s.name} kind="skill" icon={s.icon} href={s.href} missing="hash" kit={kit} />
        ))}
      </StripSection>
    </>
  );
}
