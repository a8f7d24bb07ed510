import { Suspense, useContext } from 'react';
import { Navigate } from 'react-router-dom';
import { effectiveModeAtom, useAtomValue, usernameAtom } from '#state';
import { Hero } from '../Hero';
import { HomeBodyComponent } from '../home-body';
import '../home.css';
// The styles of the lazy body too: its pre-rendered HTML is on screen before its chunk arrives.
import '#ui/ScrollStrip.css';
import '#ui/CatalogIcon.css';
import '#features/catalog/CatalogTile.css';
import '../ComingSoon.css';

/**
 * The public home (buyer spec section 2). A signed-in expert in expert mode is sent to their
 * expert dashboard instead, replacing the history entry.
 */
export default function HomePage() {
  const mode = useAtomValue(effectiveModeAtom);
  const username = useAtomValue(usernameAtom);
  const HomeBody = useContext(HomeBodyComponent);
  if (mode === 'expert' && username) {
    return <Navigate to={`/users/${encodeURIComponent(username)}/expert_dashboard`} replace />;
  }
  return (
    <div className="home">
      <Hero />
      <Suspense fallback={<div className="home-body" />}>
        <HomeBody />
      </Suspense>
    </div>
  );
}
