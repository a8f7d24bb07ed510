import type { AppDeps } from '../modules/context';
import { demoMarketplaceSeeder } from './demo';
import type { Seeder } from './types';

/** Every seeder, in order; a feature adds its own here. */
export const seeders: Seeder[] = [demoMarketplaceSeeder];

export async function runSeeders(deps: AppDeps, log: (line: string) => void = console.log): Promise<void> {
  for (const s of seeders) log(`${s.name}: ${await s.run(deps)}`);
}

export async function removeSeeded(deps: AppDeps, log: (line: string) => void = console.log): Promise<void> {
  for (const s of [...seeders].reverse()) log(`${s.name}: ${await s.remove(deps)}`);
}
