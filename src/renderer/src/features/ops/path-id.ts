/** The id of a console path's rest (`users/<id>`, `disputes/<id>`), decoded; '' when there is none. */
export function idOfPath(rest: string): string {
  const id = rest.split('/').filter(Boolean)[1] ?? '';
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
