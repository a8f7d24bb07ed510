import { useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GIG_GALLERY_MAX } from '#shared/domain/gig';
import { useFileUrls } from './use-file-urls';

/** Spec section 9: the gallery strip scrolls by 400 px. */
export const GALLERY_SCROLL_STEP = 400;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The first two gallery images in fixed boxes, side by side where they fit whole; on a narrow
 * screen a strip that scrolls, with arrows (stepping 400 px) only then, so no arrow covers an image.
 * The arrows are logical: right to left (Arabic), Previous sits on the right, points right and scrolls
 * toward the start (scrollLeft runs negative there).
 */
export function GigThumbnails({ gallery, title, size = 'large' }: { gallery: readonly string[]; title: string; size?: 'large' | 'small' }) {
  const { t, i18n } = useTranslation(['gigs']);
  const rtl = i18n.dir() === 'rtl';
  const strip = useRef<HTMLUListElement>(null);
  const shown = gallery.slice(0, GIG_GALLERY_MAX);
  const urls = useFileUrls(shown);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    measure();
    return () => observer.disconnect();
  }, [shown.length]);
  const arrows = size === 'large' && shown.length > 1 && overflows;
  const scroll = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * GALLERY_SCROLL_STEP * (rtl ? -1 : 1), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  const [BackIcon, ForwardIcon] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  if (shown.length === 0) {
    return <div className={`gig-thumbs is-${size} is-empty`} aria-hidden="true" />;
  }
  return (
    <div className={`gig-thumbs is-${size}${arrows ? ' has-arrows' : ''}`}>
      {arrows && (
        <button type="button" className="gig-thumbs-arrow is-start" aria-label={t('gigs:thumbs.previous')} onClick={() => scroll(-1)}>
          <BackIcon aria-hidden="true" />
        </button>
      )}
      {/* A strip that scrolls takes the focus, so the keyboard can scroll it too (axe: scrollable-region-focusable). */}
      <ul ref={strip} className="gig-thumbs-strip" aria-label={t('gigs:thumbs.gallery')} tabIndex={overflows ? 0 : undefined}>
        {shown.map((path, i) => (
          <li key={path} className="gig-thumb">
            {urls[i] ? (
              <img src={urls[i]} alt={t('gigs:thumbs.image', { title, number: i + 1 })} loading="lazy" decoding="async" />
            ) : (
              <span className="gig-thumb-placeholder" />
            )}
          </li>
        ))}
      </ul>
      {arrows && (
        <button type="button" className="gig-thumbs-arrow is-end" aria-label={t('gigs:thumbs.next')} onClick={() => scroll(1)}>
          <ForwardIcon aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
