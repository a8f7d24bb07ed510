import { useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { GIG_GALLERY_MAX } from '#shared/domain/gig';
import { useFileUrls } from './use-file-urls';

/** Spec section 9: the gallery strip scrolls by 400 px. */
export const GALLERY_SCROLL_STEP = 400;

/** The first two gallery images in fixed boxes, in a strip that scrolls (arrows step 400 px). */
export function GigThumbnails({ gallery, title, size = 'large' }: { gallery: readonly string[]; title: string; size?: 'large' | 'small' }) {
  const strip = useRef<HTMLUListElement>(null);
  const shown = gallery.slice(0, GIG_GALLERY_MAX);
  const urls = useFileUrls(shown);
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * GALLERY_SCROLL_STEP, behavior: 'smooth' });
  if (shown.length === 0) {
    return <div className={`gig-thumbs is-${size} is-empty`} aria-hidden="true" />;
  }
  return (
    <div className={`gig-thumbs is-${size}`}>
      {size === 'large' && shown.length > 1 && (
        <button type="button" className="gig-thumbs-arrow is-left" aria-label="Previous image" onClick={() => scroll(-1)}>
          <ChevronLeft aria-hidden="true" />
        </button>
      )}
      <ul ref={strip} className="gig-thumbs-strip" aria-label="Gallery">
        {shown.map((path, i) => (
          <li key={path} className="gig-thumb">
            {urls[i] ? (
              <img src={urls[i]} alt={`${title}, image ${i + 1}`} loading="lazy" decoding="async" />
            ) : (
              <span className="gig-thumb-placeholder" />
            )}
          </li>
        ))}
      </ul>
      {size === 'large' && shown.length > 1 && (
        <button type="button" className="gig-thumbs-arrow is-right" aria-label="Next image" onClick={() => scroll(1)}>
          <ChevronRight aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
