/**
 * A value made on first use and kept: `lazy(() => import('pkg'))` loads a package when a request first
 * needs it instead of when the process starts, and stays typed as the module. A failed load is not kept,
 * so the next use tries again.
 */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => {
    made ??= make().catch((err: unknown) => {
      made = null;
      throw err;
    });
    return made;
  };
}
