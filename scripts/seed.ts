import { loadConfig } from '#server/config';
import { createDeps } from '#server/deps';
import { removeSeeded, runSeeders, seeders } from '#server/seed/index';

/** `npm run seed` adds the demo marketplace; `npm run seed -- --remove` takes it away again. */
const remove = process.argv.includes('--remove');
const deps = await createDeps(loadConfig());
try {
  if (seeders.length === 0) console.log('No seeders are registered.');
  else if (remove) await removeSeeded(deps);
  else await runSeeders(deps);
} finally {
  await deps.db.close();
}
