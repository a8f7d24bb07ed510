import type { AppDeps } from '../modules/context';

/** One source of demo data. `run` is idempotent (skips what exists); `remove` deletes only demo rows and files. */
export interface Seeder {
  name: string;
  run(deps: AppDeps): Promise<string>;
  remove(deps: AppDeps): Promise<string>;
}
