export interface ScrollEnds {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Whether a horizontally scrollable box is at its start and at its end, each within `tolerance`
 * pixels (fractional scroll positions on zoomed pages never land exactly on the end).
 */
export function scrollEnds(box: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>, tolerance: number): ScrollEnds {
  const left = Math.abs(box.scrollLeft);
  return {
    atStart: left <= tolerance,
    atEnd: left + box.clientWidth >= box.scrollWidth - tolerance,
  };
}
