import { professionSeeds } from './professions-data';

export interface Profession {
  name: string;
  /** The speciality checkboxes offered once this profession is picked. */
  specialities: readonly string[];
}

/** The professions of the expert wizard's step 2 (about 55, each with 20 specialities). */
export const professions: readonly Profession[] = professionSeeds.map(([name, specialities]) => ({ name, specialities }));

const byName = new Map<string, Profession>(professions.map((p) => [p.name, p]));

export function professionByName(name: string): Profession | undefined {
  return byName.get(name);
}

/** The specialities of a profession; [] for an unknown one. */
export function specialitiesOf(name: string): readonly string[] {
  return byName.get(name)?.specialities ?? [];
}
