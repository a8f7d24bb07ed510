import { Navigate } from 'react-router-dom';
import { effectiveModeAtom, useAtomValue, usernameAtom } from '#state';
import { ComingSoon } from '../ComingSoon';
import { Hero } from '../Hero';
import { HomeStrips } from '../HomeStrips';
import '../home.css';

/**
 * The public home (buyer spec section 2). A signed-in expert in expert mode is sent to their
 * expert dashboard instead, replacing the history entry.
 */
export default function HomePage() {
  const mode = useAtomValue(effectiveModeAtom);
  const username = useAtomValue(usernameAtom);
  if (mode === 'expert' && username) {
    return <Navigate to={`/users/${encodeURIComponent(username)}/expert_dashboard`} replace />;
  }
  return (
    <div className="home">
      <Hero />
      <div className="home-body">
        <HomeStrips />
        <ComingSoon />
      </div>
    </div>
  );
}
