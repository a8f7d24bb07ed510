/**
 * Where the page [offset, offset + limit) of the relevance order lies: in the ranked window, after
 * it (quality order, from position `window` on), or across its edge.
 */
export function windowSlices(window: number, limit: number, offset: number) {
  const end = offset + limit;
  const restFrom = Math.max(offset, window);
  return {
    ranked: offset < window ? { limit: Math.min(end, window) - offset, offset } : null,
    rest: end > window ? { limit: end - restFrom, offset: restFrom } : null,
  };
}
