/** Cache Storage as far as the app uses it, in memory (jsdom has none), counting its writes. */
export const memoryCaches = () => {
  const stores = new Map<string, Map<string, Response>>();
  let writes = 0;
  const open = (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return Promise.resolve({
      put: (key: string, response: Response) => {
        writes += 1;
        return Promise.resolve(void entries.set(key, response));
      },
      match: (key: string) => Promise.resolve(entries.get(key)?.clone()),
      delete: (key: string) => Promise.resolve(entries.delete(key)),
    });
  };
  return {
    open,
    has: (name: string) => Promise.resolve(stores.has(name)),
    keys: () => Promise.resolve([...stores.keys()]),
    match: (key: string, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
      const hit = names.map((name) => stores.get(name)?.get(key)).find(Boolean);
      return Promise.resolve(hit?.clone());
    },
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    /** How many entries were written since the start. */
    writes: () => writes,
  };
};
