import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/** A named parameter's stand-in while a prepared query is compiled. */
class Slot {
  constructor(readonly name: string) {}

  toString(): never {
    throw new Error(`prepared query parameter "${this.name}" was written into the SQL text instead of bound`);
  }
}

/** Where each bound value of a compiled query comes from: a named parameter, or a constant of the query. */
type Binding = { readonly name: string } | { readonly value: unknown };

interface Template<O> {
  compiled: CompiledQuery<O>;
  bindings: readonly Binding[];
}

export interface PreparedQuery<P, O> {
  /** Every row the query answers for these parameters. */
  all(db: Kysely<Database>, params: P): Promise<O[]>;
  /** Its first row, if any. */
  first(db: Kysely<Database>, params: P): Promise<O | undefined>;
}

/**
 * A hot read built and compiled once per database (its dialect decides the SQL), then run with new
 * parameter values: Kysely otherwise rebuilds, freezes and compiles the query's tree on every call,
 * which costs several times more than SQLite takes to answer a lookup by key. `build` receives
 * the parameters as stand-ins, which may only be used as bound values (`where('id', '=', p.id)`),
 * never spread into lists or SQL text; the shape of the query must not depend on their values.
 */
export function prepareQuery<P extends Record<string, unknown>, O>(
  build: (db: Kysely<Database>, p: Readonly<P>) => Compilable<O>,
): PreparedQuery<P, O> {
  const templates = new WeakMap<Kysely<Database>, Template<O>>();
  const slots = new Proxy({} as Readonly<P>, { get: (_target, name) => new Slot(String(name)) });

  function templateFor(db: Kysely<Database>): Template<O> {
    let template = templates.get(db);
    if (!template) {
      const compiled = build(db, slots).compile();
      const bindings = compiled.parameters.map((v): Binding => (v instanceof Slot ? { name: v.name } : { value: v }));
      template = { compiled, bindings };
      templates.set(db, template);
    }
    return template;
  }

  async function all(db: Kysely<Database>, params: P): Promise<O[]> {
    const { compiled, bindings } = templateFor(db);
    const parameters = bindings.map((b) => ('name' in b ? params[b.name] : b.value));
    const result = await db.executeQuery<O>({ ...compiled, parameters });
    return result.rows;
  }

  return {
    all,
    first: async (db, params) => (await all(db, params))[0],
  };
}
