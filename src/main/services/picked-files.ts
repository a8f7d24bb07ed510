import { randomUUID } from 'node:crypto';

/** The files the user picked in a native dialog, by opaque id: the renderer never sees a path. */
export interface PickedFiles {
  add(path: string): string;
  get(fileId: string): string | undefined;
}

/** Keeps the `limit` most recent picks. */
export function createPickedFiles(limit = 20): PickedFiles {
  const paths = new Map<string, string>();
  return {
    add(path) {
      const fileId = randomUUID();
      paths.set(fileId, path);
      for (const oldest of paths.keys()) {
        if (paths.size <= limit) break;
        paths.delete(oldest);
      }
      return fileId;
    },
    get: (fileId) => paths.get(fileId),
  };
}
