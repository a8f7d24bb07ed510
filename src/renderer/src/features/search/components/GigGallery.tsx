import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIG_GALLERY_SIZES, GIG_THUMB_SIZES, imageSrcSet } from '#shared/domain/image-variants';
import { useFileUrl } from '#ui/use-file-url';

/** A button's small copy of an image: fetched after the large one, which is the page's largest paint. */
function Thumb({ path, index, selected, onSelect }: { path: string; index: number; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation(['search']);
  const url = useFileUrl(path);
  return (
    <button type="button" className="gig-gallery-thumb" aria-label={t('search:showImage', { n: index + 1 })} aria-pressed={selected} onClick={onSelect}>
      {url ? <img src={url} srcSet={imageSrcSet(url)} sizes={GIG_THUMB_SIZES} alt="" width={1280} height={769} loading="lazy" decoding="async" fetchPriority="low" /> : null}
    </button>
  );
}

/** The gig's images (up to 2): a large one in a fixed 1280:769 box and buttons to switch. */
export function GigGallery({ gallery, title }: { gallery: readonly string[]; title: string }) {
  const { t } = useTranslation(['search']);
  const [index, setIndex] = useState(0);
  const current = useFileUrl(gallery[index] ?? gallery[0] ?? null);
  return (
    <section className="gig-gallery" aria-label={t('search:gallery')}>
      <div className="gig-gallery-main">
        {/* The page's largest image: fetched first (the server preloads it with the same srcset and sizes). */}
        {current ? <img src={current} srcSet={imageSrcSet(current)} sizes={GIG_GALLERY_SIZES} alt={title} width={1280} height={769} fetchPriority="high" /> : null}
      </div>
      {gallery.length > 1 ? (
        <div className="gig-gallery-thumbs">
          {gallery.map((path, i) => (
            <Thumb key={path} path={path} index={i} selected={i === index} onSelect={() => setIndex(i)} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
