import type { AppDeps } from '../modules/context';
import { demoMarketplaceSeeder } from './demo';

/** One source of demo data. `run` is idempotent (skips what exists); `remove` deletes only demo rows and files. */
export interface Seeder {
  name: string;
  run(deps: AppDeps): Promise<string>;
  remove(deps: AppDeps): Promise<string>;
}

/** Every seeder, in order; a feature adds its own here. */
export const seeders: Seeder[] = [demoMarketplaceSeeder];

export async function runSeeders(deps: AppDeps, log: (line: string) => void = console.log): Promise<void> {
  for (const s of seeders) log(`${s.name}: ${await s.run(deps)}`);
}

export async function removeSeeded(deps: AppDeps, log: (line: string) => void = console.log): Promise<void> {
  for (const s of [...seeders].reverse()) log(`${s.name}: ${await s.remove(deps)}`);
}
