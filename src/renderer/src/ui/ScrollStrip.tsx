import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { scrollEnds, type ScrollEnds } from './scroll-ends';
import './ScrollStrip.css';

export interface ScrollStripProps {
  /** Accessible name of the strip; the arrows read 'Scroll {label} left/right' (in the interface language). */
  label: string;
  children: ReactNode;
  /** Pixels one arrow press moves (spec: 1200). */
  step?: number;
  /** How close to an end counts as at the end, in pixels (spec: 5 on the home strips). */
  tolerance?: number;
  /**
   * 'fade': the arrow at an end is faded (home strips); 'disable': an arrow is enabled only when
   * more content lies that way (suggestion strips).
   */
  ends?: 'fade' | 'disable';
  className?: string;
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Whether the box lays out right to left (Arabic): its start is on the right and scrollLeft runs negative. */
const isRtl = (box: HTMLElement) => getComputedStyle(box).direction === 'rtl';

/**
 * A horizontally scrollable row with a back and a forward arrow that scroll it smoothly by a step
 * (instantly when the user prefers reduced motion). The arrows are logical: in a right-to-left page
 * the back arrow sits on the right, points right and scrolls toward the start (right-to-left languages).
 */
export function ScrollStrip({ label, children, step = 1200, tolerance = 5, ends = 'fade', className }: ScrollStripProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ScrollEnds>({ atStart: true, atEnd: false });
  const { t, i18n } = useTranslation(['common']);
  const rtl = i18n.dir() === 'rtl';

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const next = scrollEnds(track, tolerance);
    setState((prev) => (prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
  }, [tolerance]);

  useLayoutEffect(() => {
    const track = trackRef.current;
    const content = contentRef.current;
    if (!track || !content) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(track);
    observer?.observe(content);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scroll = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({ left: direction * step * (isRtl(track) ? -1 : 1), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const arrow = (direction: -1 | 1) => {
    const atEnd = direction < 0 ? state.atStart : state.atEnd;
    const side = (direction < 0) !== rtl ? 'left' : 'right';
    const Icon = side === 'left' ? ChevronLeft : ChevronRight;
    return (
      <button
        type="button"
        className={`scroll-strip-arrow is-${side}${atEnd ? ' is-at-end' : ''}`}
        aria-label={side === 'left' ? t('common:strip.scrollLeft', { label }) : t('common:strip.scrollRight', { label })}
        onClick={() => scroll(direction)}
        {...(ends === 'disable' ? { disabled: atEnd } : { 'aria-disabled': atEnd })}
      >
        <Icon aria-hidden="true" size={22} />
      </button>
    );
  };

  return (
    <div className={`scroll-strip ends-${ends}${className ? ` ${className}` : ''}`}>
      {arrow(-1)}
      <div className="scroll-strip-track" ref={trackRef} role="group" aria-label={label}>
        <div className="scroll-strip-content" ref={contentRef}>
          {children}
        </div>
      </div>
      {arrow(1)}
    </div>
  );
}
