import './zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#app/App';
import { reloadOnStalePreloads } from '#app/stale-build';
import '#ui/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
reloadOnStalePreloads();
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server sends public pages with their frame pre-rendered by the build (issue 25): React
// takes that markup over instead of drawing it again. Other pages start empty.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
