/**
 * A function's results kept per key for the life of the isolate, up to `limit` keys, then forgotten all at once:
 * the same texts and words come back question after question, but the memory must not grow without bound.
 */
export function cachedBy<I, V>(limit: number, keyOf: (input: I) => string, compute: (input: I) => V): (input: I) => V {
  const cache = new Map<string, V>();
  return (input) => {
    const key = keyOf(input);
    if (cache.has(key)) return cache.get(key) as V;
    const value = compute(input);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}
