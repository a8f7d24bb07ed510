import { useEffect, useRef } from 'react';
import { ComingSoon } from './ComingSoon';
import { HomeStrips } from './HomeStrips';

/**
 * The home page below the hero: the catalogue strips (with their icons) and the coming-soon block.
 * Its own chunk, out of the entry: the pre-rendered HTML already shows it (its links work as they
 * are), and React hydrates it when the chunk arrives; from then on `data-hydrated` is set, and its
 * buttons answer.
 */
export default function HomeBody() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.setAttribute('data-hydrated', 'true');
  }, []);
  return (
    <div className="home-body" ref={root}>
      <HomeStrips />
      <ComingSoon />
    </div>
  );
}
