/** The account id of a console path's rest (`users/<id>`), decoded; '' when there is none. */
export function accountIdOf(rest: string): string {
  const id = rest.split('/').filter(Boolean)[1] ?? '';
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
